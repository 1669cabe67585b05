import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { listarAutorizacoesOrgDaBase } from '../../../data/repositories/autorizacaoOrgRepository';
import { buscarBaseDados } from '../../../data/repositories/baseDadosRepository';
import { concessoesQueAlcancam } from '../../organograma';
import type { BaseDadosArmazenada } from '../entities/baseDados';
import { erroBaseDados } from '../erros';

export const ehDono = (b: BaseDadosArmazenada, sessao: Sessao): boolean => b.idDono === sessao.usuarioId;

/** Owner or one of the people it is shared with by e-mail: they see it and may edit columns, records, imports and sharing. */
const editorPorEmail = (b: BaseDadosArmazenada, sessao: Sessao): boolean =>
  ehDono(b, sessao) || b.editores.includes(sessao.email.toLowerCase());

/**
 * What the person may do with the base: 'editar' (owner, shared by e-mail, or a unit of his has
 * a grant with editar S), 'ler' (a unit of his has a grant with editar N: he sees it and reads
 * its records and options), or null. The units' grants are resolved now (one Query of the base's
 * grants, and his links and the units involved only when it has any), never copied onto people.
 */
export async function acessoNaBase(
  deps: AppDeps,
  sessao: Sessao,
  b: BaseDadosArmazenada,
): Promise<'editar' | 'ler' | null> {
  if (editorPorEmail(b, sessao)) return 'editar';
  const concessoes = await listarAutorizacoesOrgDaBase(deps, sessao.sigla, b.id);
  const alcancam = await concessoesQueAlcancam(deps, sessao.sigla, sessao.usuarioId, concessoes);
  if (alcancam.length === 0) return null;
  return alcancam.some((c) => c.editar === 'S') ? 'editar' : 'ler';
}

export const podeEditar = async (deps: AppDeps, sessao: Sessao, b: BaseDadosArmazenada): Promise<boolean> =>
  (await acessoNaBase(deps, sessao, b)) === 'editar';

/** The base in the session's tenant, or 404. */
export async function carregarBase(deps: AppDeps, sessao: Sessao, id: string): Promise<BaseDadosArmazenada> {
  const b = await buscarBaseDados(deps, sessao.sigla, id);
  if (!b) throw erroBaseDados.naoEncontrada();
  return b;
}

/** A base the person may see and edit; someone without access gets 404 (he must not learn it exists). */
export async function carregarBaseEditavel(deps: AppDeps, sessao: Sessao, id: string): Promise<BaseDadosArmazenada> {
  const b = await carregarBase(deps, sessao, id);
  const acesso = await acessoNaBase(deps, sessao, b);
  if (acesso === null) throw erroBaseDados.naoEncontrada();
  if (acesso !== 'editar') throw erroBaseDados.semPermissao();
  return b;
}

/** A base the person may at least read (open it, page its records). */
export async function carregarBaseLegivel(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
): Promise<{ base: BaseDadosArmazenada; acesso: 'editar' | 'ler' }> {
  const b = await carregarBase(deps, sessao, id);
  const acesso = await acessoNaBase(deps, sessao, b);
  if (acesso === null) throw erroBaseDados.naoEncontrada();
  return { base: b, acesso };
}
