import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { prefixoTenant } from '../chaves';
import { entidade, escrever } from '../entidade';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Sessions: pk `T#<SIGLA>#SESSAO#<sha256 of the cookie token>`, sk `SESSAO`. The tenant comes
 * first, so a token presented under another tenant's cookie finds nothing; the raw token is
 * never stored. expiraEm (epoch seconds) is the table's TTL and is also checked on read, since
 * TTL deletion may lag.
 */
export const sessaoKeys = {
  pk: (sigla: string, sessaoId: string) => `${prefixoTenant(sigla)}#SESSAO#${sessaoId}`,
  sk: () => 'SESSAO',
};

export const registroSessaoSchema = z.object({
  sessaoId: z.string(),
  sigla: z.string(),
  usuarioId: z.string(),
  criadaEm: z.string(),
  expiraEm: z.number().int(),
});
export type RegistroSessao = z.infer<typeof registroSessaoSchema>;

const sessao = entidade('SESSAO', registroSessaoSchema);
const chave = (sigla: string, sessaoId: string) => ({ pk: sessaoKeys.pk(sigla, sessaoId), sk: sessaoKeys.sk() });

export async function buscarSessao(deps: Deps, sigla: string, sessaoId: string): Promise<RegistroSessao | null> {
  return sessao.buscar(deps, chave(sigla, sessaoId), { consistente: true });
}

export const gravarSessaoItem = (deps: Pick<Deps, 'tableName'>, s: RegistroSessao): TransactItem =>
  sessao.gravar(deps, chave(s.sigla, s.sessaoId), s);

export const excluirSessaoItem = (deps: Pick<Deps, 'tableName'>, sigla: string, sessaoId: string): TransactItem =>
  sessao.excluir(deps, chave(sigla, sessaoId));

export async function gravarSessao(deps: Deps, s: RegistroSessao): Promise<void> {
  await escrever(deps, gravarSessaoItem(deps, s));
}

export async function excluirSessao(deps: Deps, sigla: string, sessaoId: string): Promise<void> {
  await escrever(deps, excluirSessaoItem(deps, sigla, sessaoId));
}
