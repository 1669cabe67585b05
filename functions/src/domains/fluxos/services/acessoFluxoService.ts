import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { listarAcessosDaPessoa } from '../../../data/repositories/acessoFluxoRepository';
import { listarAutorizacoesDaPessoa } from '../../../data/repositories/autorizacaoRepository';
import {
  listarAutorizacoesOrgDoFluxo,
  listarIndiceConcessoesOrg,
} from '../../../data/repositories/autorizacaoOrgRepository';
import type { ColecaoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { buscarIdFluxoDaEtapa } from '../../../data/repositories/etapaRepository';
import { buscarFluxo } from '../../../data/repositories/fluxoRepository';
import { buscarUsuario } from '../../../data/repositories/usuarioRepository';
import {
  type AutorizacaoEtapaOrg,
  concessoesQueAlcancam,
  unirPermissoes,
  vinculosDaPessoa,
  type VinculosDaPessoa,
} from '../../organograma';
import { erroEtapa } from '../errosEtapa';
import type { Autorizacao } from '../entities/autorizacao';
import type { FluxoArmazenado } from '../entities/fluxo';
import { permiteEditarElementosFluxo, podeVerFluxo, type AcessoDoUsuario } from '../entities/permissoes';
import { erroFluxo } from '../erros';

/** A flow the session user may see, with what he may do in it. */
export interface ContextoFluxo extends AcessoDoUsuario {
  fluxo: FluxoArmazenado;
}

/**
 * The person's effective authorisations: per stage, the union of his own grant and the grants of
 * the units that reach him (unirPermissoes, docs/adr/0069-organogram-and-access-by-unit.md). One
 * entry per stage, shaped as his own (the rest of the code reads only flags and idEtapa).
 */
function autorizacoesEfetivas(
  email: string,
  proprias: readonly Autorizacao[],
  daUnidade: readonly AutorizacaoEtapaOrg[],
): Autorizacao[] {
  if (daUnidade.length === 0) return [...proprias];
  const porEtapa = new Map<string, { base: Autorizacao; concessoes: (Autorizacao | AutorizacaoEtapaOrg)[] }>();
  for (const a of proprias) porEtapa.set(a.idEtapa, { base: a, concessoes: [a] });
  for (const o of daUnidade) {
    const atual = porEtapa.get(o.idEtapa);
    if (atual) atual.concessoes.push(o);
    else {
      const base: Autorizacao = { ...o, emailAutorizado: email.toLowerCase() };
      porEtapa.set(o.idEtapa, { base, concessoes: [o] });
    }
  }
  return [...porEtapa.values()].map(({ base, concessoes }) => ({ ...base, ...unirPermissoes(concessoes)! }));
}

/** The unit grants of the flow that reach this person (nothing read when the flow has none). */
async function daUnidade(
  deps: AppDeps,
  sigla: string,
  usuarioId: string,
  concessoes: readonly AutorizacaoEtapaOrg[],
  vinculos?: VinculosDaPessoa,
): Promise<AutorizacaoEtapaOrg[]> {
  return concessoesQueAlcancam(deps, sigla, usuarioId, concessoes, vinculos);
}

/** A rule's action acts as the system (docs/adr/0024-rule-actions-in-cards.md), unless a person asked for the run. */
const ageComoSistema = (sessao: Sessao) => sessao.profundidadeRegra !== undefined && sessao.autoridadePropria !== true;

/**
 * The session user's access, from a collection already read: his own grants come with it; his
 * units' grants are resolved now (his links and the units involved: at most two more reads, none
 * when the flow has no unit grant).
 */
export async function acessoNaColecao(deps: AppDeps, sessao: Sessao, colecao: ColecaoFluxo): Promise<ContextoFluxo> {
  if (!colecao.fluxo) throw erroFluxo.naoEncontrado();
  const email = sessao.email.toLowerCase();
  const ehDono = colecao.fluxo.donoId === sessao.usuarioId || ageComoSistema(sessao);
  const proprias = colecao.autorizacoes.filter((a) => a.emailAutorizado === email);
  const org = ehDono ? [] : await daUnidade(deps, sessao.sigla, sessao.usuarioId, colecao.autorizacoesOrg);
  const ctx: ContextoFluxo = { fluxo: colecao.fluxo, ehDono, autorizacoes: autorizacoesEfetivas(email, proprias, org) };
  if (!podeVerFluxo(ctx)) throw erroFluxo.naoEncontrado();
  return ctx;
}

/**
 * The grants a person has in a flow, his own and his units': one round of reads of the flow's
 * partition (the flow item, his grants, the units' grants) and of his links, then one BatchGet
 * of the units involved when there is a unit grant and he is in some unit.
 */
async function lerAcesso(deps: AppDeps, sigla: string, usuarioId: string, email: string, idFluxo: string) {
  const [fluxo, proprias, concessoes, vinculos] = await Promise.all([
    buscarFluxo(deps, sigla, idFluxo),
    listarAutorizacoesDaPessoa(deps, sigla, idFluxo, email),
    listarAutorizacoesOrgDoFluxo(deps, sigla, idFluxo),
    vinculosDaPessoa(deps, sigla, usuarioId),
  ]);
  if (!fluxo) return null;
  const ehDono = fluxo.donoId === usuarioId;
  const org = ehDono ? [] : await daUnidade(deps, sigla, usuarioId, concessoes, vinculos);
  return { fluxo, ehDono, autorizacoes: autorizacoesEfetivas(email, proprias, org) };
}

/**
 * The flow, if the session user sees it. Keys are built from the session's tenant, so a flow of
 * another tenant is simply not found; a flow the user may not see answers the same 404, so its
 * existence is not revealed.
 */
export async function carregarAcesso(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<ContextoFluxo> {
  const ctx = await lerAcesso(deps, sessao.sigla, sessao.usuarioId, sessao.email, idFluxo);
  if (!ctx || !podeVerFluxo(ctx)) throw erroFluxo.naoEncontrado();
  return ctx;
}

/** Owner-only actions: edit flow data, duplicate, public link, delete, rename, archive. */
export function conferirDono(ctx: ContextoFluxo): void {
  if (!ctx.ehDono) throw erroFluxo.somenteDono();
}

export function conferirEdicaoDeElementos(ctx: AcessoDoUsuario): void {
  if (!permiteEditarElementosFluxo(ctx)) throw erroFluxo.semPermissaoElementos();
}

/** The flow a stage id belongs to, in the session's tenant. */
export async function idFluxoDaEtapa(deps: AppDeps, sessao: Sessao, idEtapa: string): Promise<string> {
  const idFluxo = await buscarIdFluxoDaEtapa(deps, sessao.sigla, idEtapa);
  if (!idFluxo) throw erroEtapa.naoEncontrada();
  return idFluxo;
}

/**
 * The realtime room check: may this connection's user hear the flow's rooms (FLUXO and
 * CHAT-FLUXO)? The same rule as every flow call: owner, or authorised on some stage by his own
 * grant or his units'.
 */
export async function usuarioVeFluxo(
  deps: AppDeps,
  sigla: string,
  usuarioId: string,
  idFluxo: string,
): Promise<boolean> {
  const usuario = await buscarUsuario(deps, sigla, usuarioId);
  if (!usuario || usuario.ativo !== 'S') return false;
  const acesso = await lerAcesso(deps, sigla, usuarioId, usuario.email, idFluxo);
  return acesso !== null && podeVerFluxo(acesso);
}

/** A flow in the person's lists, with his favourite flag (N for a flow seen only through a unit). */
export interface FluxoDaPessoa {
  idFluxo: string;
  favorito: 'S' | 'N';
}

/**
 * The flows the person sees, for every list that starts from him (flow list, home, search,
 * reports): his access index (owner or own grant, one Query) and the flows his units' grants
 * reach (the tenant's index of unit grants, one Query, resolved against his links now).
 */
export async function fluxosDaPessoa(
  deps: AppDeps,
  sessao: Pick<Sessao, 'sigla' | 'email' | 'usuarioId'>,
): Promise<FluxoDaPessoa[]> {
  const [acessos, vinculos, indice] = await Promise.all([
    listarAcessosDaPessoa(deps, sessao.sigla, sessao.email),
    vinculosDaPessoa(deps, sessao.sigla, sessao.usuarioId),
    listarIndiceConcessoesOrg(deps, sessao.sigla),
  ]);
  const lista: FluxoDaPessoa[] = acessos.map((a) => ({ idFluxo: a.idFluxo, favorito: a.favorito }));
  const ja = new Set(lista.map((f) => f.idFluxo));
  const candidatas = indice.filter((i) => i.tipo === 'ETAPA' && !ja.has(i.idAlvo));
  const alcancadas = await concessoesQueAlcancam(deps, sessao.sigla, sessao.usuarioId, candidatas, vinculos);
  for (const idFluxo of new Set(alcancadas.map((c) => c.idAlvo))) lista.push({ idFluxo, favorito: 'N' });
  return lista;
}

/** The person's effective grants in a flow (his own and his units'), none when he does not see it. */
export async function autorizacoesNoFluxo(
  deps: AppDeps,
  sessao: Pick<Sessao, 'sigla' | 'email' | 'usuarioId'>,
  idFluxo: string,
): Promise<Autorizacao[]> {
  return (await lerAcesso(deps, sessao.sigla, sessao.usuarioId, sessao.email, idFluxo))?.autorizacoes ?? [];
}
