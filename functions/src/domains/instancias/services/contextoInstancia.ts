import { flagsRestricao, type FlagRestricao } from '@wf/shared/constants/autorizacao';
import type { PermissoesEtapa } from '@wf/shared/types/fluxo';
import type { FlagSN } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import { buscarInstancia } from '../../../data/repositories/instanciaRepository';
import {
  carregarFluxo,
  type ContextoFluxo,
  type EtapaArmazenada,
  type FluxoCarregado,
  permissoesNaEtapa,
} from '../../fluxos';
import type { InstanciaArmazenada } from '../entities/instancia';
import { erroInstancia } from '../erros';

export type RestricoesCard = Record<FlagRestricao, FlagSN>;

/**
 * A card, its flow (the flow's whole collection: stages, links, labels, the user's
 * authorisations — one Query, whatever the number of cards), the stage it is in, and what the
 * session user may do there.
 */
export interface ContextoInstancia extends FluxoCarregado {
  instancia: InstanciaArmazenada;
  etapa: EtapaArmazenada;
  permissoes: PermissoesEtapa;
  restricoes: RestricoesCard;
}

const SEM_RESTRICOES = Object.fromEntries(flagsRestricao.map((f) => [f, 'N'])) as RestricoesCard;
const TODAS_RESTRICOES = Object.fromEntries(flagsRestricao.map((f) => [f, 'S'])) as RestricoesCard;

/**
 * The session user's restriction flags on a stage: none for the owner; his authorisation's flags
 * when he has one there; every restriction on a stage he is not authorised on (he sees the
 * stage on the board, like permissoesNaEtapa says, but may do nothing with its cards).
 */
export function restricoesNaEtapa(ctx: ContextoFluxo, idEtapa: string): RestricoesCard {
  if (ctx.ehDono) return SEM_RESTRICOES;
  const aut = ctx.autorizacoes.find((a) => a.idEtapa === idEtapa);
  if (!aut) return TODAS_RESTRICOES;
  return Object.fromEntries(flagsRestricao.map((f) => [f, aut[f]])) as RestricoesCard;
}

const fluxoInvisivel = (e: unknown) => e instanceof ErroDominio && e.tipo === 'EFluxoNaoEncontrado';

/** The flow of a card, as the card calls need it; a flow the user may not see is a card not found. */
export async function carregarFluxoDoCard(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<FluxoCarregado> {
  try {
    return await carregarFluxo(deps, sessao, idFluxo);
  } catch (e) {
    if (fluxoInvisivel(e)) throw erroInstancia.naoEncontrada();
    throw e;
  }
}

/** The context of a card already read (e.g. after a BatchGet), from its flow already loaded. */
export function contextoDoCard(fluxo: FluxoCarregado, instancia: InstanciaArmazenada): ContextoInstancia {
  const etapa = fluxo.etapas.find((e) => e.id === instancia.idEtapa);
  // A card always lives in a stage of its flow (a stage with cards cannot be deleted).
  if (!etapa) throw erroInstancia.naoEncontrada();
  return {
    ...fluxo,
    instancia,
    etapa,
    permissoes: permissoesNaEtapa(fluxo.ctx, etapa.id),
    restricoes: restricoesNaEtapa(fluxo.ctx, etapa.id),
  };
}

/**
 * A card by its id in the session's tenant, with its flow and the user's rights on its stage.
 * 404 'Card não encontrado' when it does not exist, belongs to another tenant (its key is built
 * from the session's tenant, so it is simply not found) or is in a flow the user does not see.
 */
export async function carregarInstancia(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
): Promise<ContextoInstancia> {
  const instancia = await buscarInstancia(deps, sessao.sigla, idInstancia);
  if (!instancia) throw erroInstancia.naoEncontrada();
  return contextoDoCard(await carregarFluxoDoCard(deps, sessao, instancia.idFluxo), instancia);
}

/** restrAbrirCard on the card's stage: 403 'Você não tem permissão para abrir este card!'. */
export function conferirAbrirCard(ctx: Pick<ContextoInstancia, 'permissoes'>): void {
  if (ctx.permissoes.restrAbrirCard === 'S') throw erroInstancia.semPermissaoAbrir();
}

/** permiteExecutarInstancias on the card's stage (move, copy, sort, edit the form). */
export function conferirExecutar(ctx: Pick<ContextoInstancia, 'permissoes'>): void {
  if (ctx.permissoes.permiteExecutarInstancias !== 'S') throw erroInstancia.semPermissaoMover();
}

/** A restriction flag of the user on the card's stage (restrTitulo, restrEtiquetas, ...): 403 with `mensagem`. */
export function conferirRestricao(
  ctx: Pick<ContextoInstancia, 'restricoes'>,
  flag: FlagRestricao,
  mensagem: string,
): void {
  if (ctx.restricoes[flag] === 'S') throw erroInstancia.restricao(mensagem);
}
