import { beforeAll, describe, expect, it } from 'vitest';
import { contarEnvioLinkSenha } from '../../functions/src/data/repositories/envioLinkSenhaRepository';
import {
  contarFalhasRecentes,
  limparFalhasLogin,
  limparTodasFalhasDaConta,
  registrarFalhaLogin,
  type AlvoTentativas,
} from '../../functions/src/data/repositories/tentativaLoginRepository';
import { chavesForaDoTenant, doisTenants, itensComMarcas } from '../support/doisTenants';
import { tabelaPropria } from '../support/tabela';

/**
 * The per-e-mail counters of sign-in keyed by tenant: failed logins (per account, per account and
 * address) and password-link e-mails sent. The same e-mail failing or asking for links in tenant A
 * neither blocks nor clears anything in tenant B, against the real DynamoDB Local.
 */

const deps = await tabelaPropria();
const { A, B, email, ids } = doisTenants();
const endereco = `10.${ids.outro}`;
const conta: AlvoTentativas = { conta: email };
const par: AlvoTentativas = { conta: email, endereco };
const doEndereco: AlvoTentativas = { endereco };
const agora = Math.floor(Date.now() / 1000);
const JANELA = 900;

const falhas = async (sigla: string) => ({
  conta: await contarFalhasRecentes(deps, sigla, conta, agora),
  par: await contarFalhasRecentes(deps, sigla, par, agora),
  endereco: await contarFalhasRecentes(deps, sigla, doEndereco, agora),
});

beforeAll(async () => {
  for (const alvo of [conta, conta, par, doEndereco, doEndereco, doEndereco])
    await registrarFalhaLogin(deps, A, alvo, agora, JANELA);
  expect(await contarEnvioLinkSenha(deps, A, email, agora, JANELA)).toBe(1);
  expect(await contarEnvioLinkSenha(deps, A, email, agora, JANELA)).toBe(2);
});

describe('sign-in counters with the same e-mail in two tenants', () => {
  it("A's counters hold A's failures (so the checks below are not vacuous)", async () => {
    expect(await falhas(A)).toEqual({ conta: 2, par: 1, endereco: 3 });
  });

  it('the same e-mail under tenant B starts from zero', async () => {
    expect(await falhas(B)).toEqual({ conta: 0, par: 0, endereco: 0 });
  });

  it("stores A's counters under A's prefix", async () => {
    const itens = await itensComMarcas(deps, email.toLowerCase(), endereco);
    expect(itens.map((i) => i.entidade).sort()).toEqual(['ENVIOS_LINK_SENHA', ...Array(3).fill('TENTATIVAS_LOGIN')]);
    expect(chavesForaDoTenant(itens, A)).toEqual([]);
  });

  it("B counts its own failures and links beside A's", async () => {
    expect(await contarEnvioLinkSenha(deps, B, email, agora, JANELA)).toBe(1);
    await registrarFalhaLogin(deps, B, conta, agora, JANELA);

    expect(await falhas(B)).toEqual({ conta: 1, par: 0, endereco: 0 });
    expect(await falhas(A)).toEqual({ conta: 2, par: 1, endereco: 3 });
    expect(await contarEnvioLinkSenha(deps, A, email, agora, JANELA)).toBe(3);
  });

  it("clearing the e-mail's counters under B leaves A's", async () => {
    await limparFalhasLogin(deps, B, par);
    await limparTodasFalhasDaConta(deps, B, email);
    await limparFalhasLogin(deps, B, doEndereco);

    expect(await falhas(B)).toEqual({ conta: 0, par: 0, endereco: 0 });
    expect(await falhas(A)).toEqual({ conta: 2, par: 1, endereco: 3 });
  });
});
