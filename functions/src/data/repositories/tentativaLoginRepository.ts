import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { prefixoTenant } from '../chaves';
import { buscarItem, deleteItem, escrever, listarItens, putItem, updateItem } from '../entidade';
import { excluirEmLote } from '../lotes';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * What a failed-login counter counts: one account (e-mail) of the tenant from every address, one
 * account from one client address (the pair), or one client address on any e-mail.
 */
export type AlvoTentativas = { conta: string; endereco?: string } | { conta?: undefined; endereco: string };

/**
 * Failed-login counters of a tenant:
 * - per account: pk `T#<SIGLA>#TENTATIVAS#<email>`, sk `LOGIN` (counted for unknown e-mails too:
 *   same answer either way);
 * - per account and address: the same pk, sk `ENDERECO#<ip>`, so one Query finds every counter of
 *   the account and a reset can clear them all;
 * - per client address: pk `T#<SIGLA>#TENTATIVAS_ENDERECO#<ip>`, sk `LOGIN`, failures on any e-mail.
 * A fixed window opened by the first failure; expiraEm (epoch seconds) closes it and is the TTL,
 * so old counters vanish by themselves.
 */
export const tentativaLoginKeys = {
  pk: (sigla: string, alvo: AlvoTentativas) =>
    alvo.conta !== undefined
      ? `${prefixoTenant(sigla)}#TENTATIVAS#${alvo.conta.toLowerCase()}`
      : `${prefixoTenant(sigla)}#TENTATIVAS_ENDERECO#${alvo.endereco}`,
  sk: (alvo: AlvoTentativas) =>
    alvo.conta !== undefined && alvo.endereco !== undefined ? `ENDERECO#${alvo.endereco}` : 'LOGIN',
};

const tentativasSchema = z.object({ falhas: z.number().int(), expiraEm: z.number().int() });
const chaveSchema = z.object({ pk: z.string(), sk: z.string() });
const ENTIDADE = 'TENTATIVAS_LOGIN';

const chave = (sigla: string, alvo: AlvoTentativas) => ({
  pk: tentativaLoginKeys.pk(sigla, alvo),
  sk: tentativaLoginKeys.sk(alvo),
});

/** Failures in the current window (0 when there is none or it has closed). */
export async function contarFalhasRecentes(
  deps: Deps,
  sigla: string,
  alvo: AlvoTentativas,
  agoraSegundos: number,
): Promise<number> {
  const t = await buscarItem(deps, tentativasSchema, chave(sigla, alvo), { consistente: true });
  return t && t.expiraEm > agoraSegundos ? t.falhas : 0;
}

/** Adds one failure atomically; a closed window (not yet removed by TTL) is restarted at 1. */
export async function registrarFalhaLogin(
  deps: Deps,
  sigla: string,
  alvo: AlvoTentativas,
  agoraSegundos: number,
  janelaSegundos: number,
): Promise<void> {
  const fimJanela = agoraSegundos + janelaSegundos;
  const contou = await escrever(
    deps,
    updateItem(
      deps,
      chave(sigla, alvo),
      { add: { falhas: 1 }, setSeAusente: { expiraEm: fimJanela }, set: { entidade: ENTIDADE } },
      { expressao: 'attribute_not_exists(pk) OR expiraEm > :agora', valores: { ':agora': agoraSegundos } },
    ),
  );
  if (!contou) {
    await escrever(deps, putItem(deps, { ...chave(sigla, alvo), entidade: ENTIDADE, falhas: 1, expiraEm: fimJanela }));
  }
}

/** Clears one counter (a pair, after the right password from that address). */
export async function limparFalhasLogin(deps: Deps, sigla: string, alvo: AlvoTentativas): Promise<void> {
  await escrever(deps, deleteItem(deps, chave(sigla, alvo)));
}

/** Clears every counter of an account: its total and its pair with every address. */
export async function limparTodasFalhasDaConta(deps: Deps, sigla: string, email: string): Promise<void> {
  const chaves = await listarItens(deps, chaveSchema, {
    pk: tentativaLoginKeys.pk(sigla, { conta: email }),
    projecao: ['pk', 'sk'],
  });
  await excluirEmLote(deps, chaves);
}
