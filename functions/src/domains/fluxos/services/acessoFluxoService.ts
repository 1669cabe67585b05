import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { listarAutorizacoesDaPessoa } from '../../../data/repositories/autorizacaoRepository';
import type { ColecaoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { buscarIdFluxoDaEtapa } from '../../../data/repositories/etapaRepository';
import { buscarFluxo } from '../../../data/repositories/fluxoRepository';
import { buscarUsuario } from '../../../data/repositories/usuarioRepository';
import { erroEtapa } from '../errosEtapa';
import type { FluxoArmazenado } from '../entities/fluxo';
import { permiteEditarElementosFluxo, podeVerFluxo, type AcessoDoUsuario } from '../entities/permissoes';
import { erroFluxo } from '../erros';

/** A flow the session user may see, with what he may do in it. */
export interface ContextoFluxo extends AcessoDoUsuario {
  fluxo: FluxoArmazenado;
}

/** The session user's access, from a collection already read (no further reads). */
export function acessoNaColecao(sessao: Sessao, colecao: ColecaoFluxo): ContextoFluxo {
  if (!colecao.fluxo) throw erroFluxo.naoEncontrado();
  const email = sessao.email.toLowerCase();
  const ctx: ContextoFluxo = {
    fluxo: colecao.fluxo,
    // A rule's action acts as the system: no person's stage permissions (docs/adr/0024-rule-actions-in-cards.md),
    // unless a person asked for the run: then it acts with his own (autoridadePropria).
    ehDono:
      colecao.fluxo.donoId === sessao.usuarioId ||
      (sessao.profundidadeRegra !== undefined && sessao.autoridadePropria !== true),
    autorizacoes: colecao.autorizacoes.filter((a) => a.emailAutorizado === email),
  };
  if (!podeVerFluxo(ctx)) throw erroFluxo.naoEncontrado();
  return ctx;
}

/**
 * The flow, if the session user sees it: two reads of the flow's partition (the flow item and
 * the user's own authorisations). Keys are built from the session's tenant, so a flow of another
 * tenant is simply not found; a flow the user may not see answers the same 404, so its
 * existence is not revealed.
 */
export async function carregarAcesso(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<ContextoFluxo> {
  const [fluxo, autorizacoes] = await Promise.all([
    buscarFluxo(deps, sessao.sigla, idFluxo),
    listarAutorizacoesDaPessoa(deps, sessao.sigla, idFluxo, sessao.email),
  ]);
  if (!fluxo) throw erroFluxo.naoEncontrado();
  const ctx: ContextoFluxo = { fluxo, ehDono: fluxo.donoId === sessao.usuarioId, autorizacoes };
  if (!podeVerFluxo(ctx)) throw erroFluxo.naoEncontrado();
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
 * CHAT-FLUXO)? The same rule as every flow call: owner or authorised on some stage.
 */
export async function usuarioVeFluxo(
  deps: AppDeps,
  sigla: string,
  usuarioId: string,
  idFluxo: string,
): Promise<boolean> {
  const usuario = await buscarUsuario(deps, sigla, usuarioId);
  if (!usuario || usuario.ativo !== 'S') return false;
  const [fluxo, autorizacoes] = await Promise.all([
    buscarFluxo(deps, sigla, idFluxo),
    listarAutorizacoesDaPessoa(deps, sigla, idFluxo, usuario.email),
  ]);
  return fluxo !== null && podeVerFluxo({ ehDono: fluxo.donoId === usuarioId, autorizacoes });
}
