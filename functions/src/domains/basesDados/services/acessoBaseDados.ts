import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarBaseDados } from '../../../data/repositories/baseDadosRepository';
import type { BaseDadosArmazenada } from '../entities/baseDados';
import { erroBaseDados } from '../erros';

export const ehDono = (b: BaseDadosArmazenada, sessao: Sessao): boolean => b.idDono === sessao.usuarioId;

/** Owner or one of the people it is shared with: they see it and may edit columns, records, imports and sharing. */
export const podeEditar = (b: BaseDadosArmazenada, sessao: Sessao): boolean =>
  ehDono(b, sessao) || b.editores.includes(sessao.email.toLowerCase());

/** The base in the session's tenant, or 404. */
export async function carregarBase(deps: AppDeps, sessao: Sessao, id: string): Promise<BaseDadosArmazenada> {
  const b = await buscarBaseDados(deps, sessao.sigla, id);
  if (!b) throw erroBaseDados.naoEncontrada();
  return b;
}

/** A base the person may see and edit; someone without access gets 404 (he must not learn it exists). */
export async function carregarBaseEditavel(deps: AppDeps, sessao: Sessao, id: string): Promise<BaseDadosArmazenada> {
  const b = await carregarBase(deps, sessao, id);
  if (!podeEditar(b, sessao)) throw erroBaseDados.naoEncontrada();
  return b;
}
