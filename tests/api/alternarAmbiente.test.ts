import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaAlternarAmbiente, RespostaSessao } from '@wf/shared/types/sessao';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import { novoEmail } from './support/dados';
import { cadastrarEEntrar, entrar } from './support/sessoes';

let a: AmbienteDeTeste;
let b: AmbienteDeTeste;
let semAcesso: AmbienteDeTeste;
beforeAll(async () => {
  [a, b, semAcesso] = await Promise.all([criarAmbienteDeTeste(), criarAmbienteDeTeste(), criarAmbienteDeTeste()]);
});

/** One person (one e-mail) with an account in A and another in B, signed in to A. */
async function pessoaEmDoisAmbientes() {
  const email = novoEmail('duas-contas');
  await cadastrarEEntrar(b, { email });
  return cadastrarEEntrar(a, { email });
}

describe('listaAmbientesAcesso', () => {
  it('lists every tenant where the e-mail has an active account, and only those', async () => {
    const { usuario } = await pessoaEmDoisAmbientes();

    const siglas = usuario.listaAmbientesAcesso.map((x) => x.siglaAmbienteCliente);

    expect(siglas.sort()).toEqual([a.sigla, b.sigla].sort());
    expect(usuario.listaAmbientesAcesso[0]).toHaveProperty('nomeAmbienteCliente');
    expect(usuario.listaAmbientesAcesso[0]).toHaveProperty('logoAmbienteClienteURL');
  });
});

describe('POST /api/auth/alternar-ambiente', () => {
  it('opens a session in the other tenant and answers its Usuario and Cliente', async () => {
    const { http, email } = await pessoaEmDoisAmbientes();

    const r = await http.post<RespostaAlternarAmbiente>(
      '/api/auth/alternar-ambiente',
      { sigla: b.sigla.toLowerCase() },
      { sigla: a.sigla },
    );

    expect(r.status).toBe(200);
    expect(r.body.Cliente.sigla).toBe(b.sigla);
    expect(r.body.Usuario).toMatchObject({ email, authTokenCliente: b.tokenCliente });
    expect(r.setCookies.some((c) => c.startsWith(`wf_sessao_${b.sigla}=`))).toBe(true);
    const emB = await http.get<RespostaSessao>('/api/auth/verify-login', { sigla: b.sigla });
    expect(emB.body.cliente.sigla).toBe(b.sigla);
    // The session in A is kept: one session per tenant.
    expect((await http.get('/api/auth/verify-login', { sigla: a.sigla })).status).toBe(200);
  });

  it('refuses a tenant where the person has no account', async () => {
    const { http } = await pessoaEmDoisAmbientes();

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: semAcesso.sigla }, { sigla: a.sigla });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não possui acesso a este ambiente');
    expect(r.setCookies).toEqual([]);
  });

  it('refuses an unknown tenant the same way', async () => {
    const { http } = await pessoaEmDoisAmbientes();

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: 'NAOEXISTE55' }, { sigla: a.sigla });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não possui acesso a este ambiente');
  });

  it('refuses a tenant where the account was deactivated, and drops it from the list', async () => {
    const email = novoEmail('desativado');
    const emB = await cadastrarEEntrar(b, { email });
    const { http } = await cadastrarEEntrar(a, { email });
    const { http: adminB } = await entrar(b, b.adminEmail, b.adminSenha);
    const desativar = await adminB.put(
      '/api/usuario/atualizarUsuario',
      { id: emB.usuario.id, nome: emB.usuario.nome, perfilUsuario: '1', ativo: 'N' },
      { sigla: b.sigla },
    );
    expect(desativar.status).toBe(200);

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: b.sigla }, { sigla: a.sigla });

    expect(r.status).toBe(403);
    const eu = await http.get<RespostaSessao>('/api/auth/verify-login', { sigla: a.sigla });
    expect(eu.body.usuario.listaAmbientesAcesso.map((x) => x.siglaAmbienteCliente)).toEqual([a.sigla]);
  });

  it('needs a session', async () => {
    const { http } = await pessoaEmDoisAmbientes();

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: b.sigla }, { sigla: semAcesso.sigla });

    expect(r.status).toBe(401);
    expect(comoErro(r).tipo).toBe('ESessaoUsuarioExpirada');
  });
});
