import type { NovoEvento } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import type { CadeiaRegra, Sessao } from '../../../kernel/sessao';
import { alterarTotalCardsEtapaItem } from '../../../data/repositories/etapaRepository';
import { contarInstanciaCriadaItem } from '../../../data/repositories/fluxoRepository';
import { inserirHistoricoItem, moverInstanciaItem } from '../../../data/repositories/instanciaRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import type { TransactItem } from '../../../data/transact';
import type { EtapaArmazenada } from '../../fluxos';
import type { HistoricoArmazenado, InstanciaArmazenada } from '../entities/instancia';

/** Who a write is done for: the session, or the author of a bulk job run by a consumer. */
export type Autor = Pick<Sessao, 'sigla' | 'email' | 'profundidadeRegra' | 'idEventoRaizRegra'>;
/** What the writes below use of the dependencies (a consumer passes the same). */
type DepsEscrita = Pick<AppDeps, 'db' | 'tableName' | 'clock' | 'newId'>;

/**
 * The writes every card change shares, as transaction items. A move is a CONSTANT number of
 * items whatever the stage sizes: the card itself, the two stage counters, one history line and
 * one outbox item per domain event (cardSairEtapa, cardEntrarEtapa).
 */

export const detalheCard = (
  sessao: Autor,
  c: Pick<InstanciaArmazenada, 'idFluxo' | 'idEtapa' | 'id' | 'descricao'>,
) => ({
  sigla: sessao.sigla,
  idFluxo: c.idFluxo,
  alteradoPor: sessao.email,
  idEtapa: c.idEtapa,
  idInstancia: c.id,
  descricaoInstancia: c.descricao,
  ...comProfundidade(sessao),
});

/**
 * profundidadeRegra (and the chain's root event) on an event only when a rule's action made the
 * change: the chain's depth limit and budget read them.
 */
export const comProfundidade = (cadeia: CadeiaRegra | undefined) =>
  cadeia?.profundidadeRegra === undefined
    ? {}
    : {
        profundidadeRegra: cadeia.profundidadeRegra,
        ...(cadeia.idEventoRaizRegra === undefined ? {} : { idEventoRaizRegra: cadeia.idEventoRaizRegra }),
      };

export const evento = (deps: DepsEscrita, e: NovoEvento): TransactItem => outboxPut(deps, e);

export function historicoItem(
  deps: DepsEscrita,
  sessao: Autor,
  idInstancia: string,
  etapa: Pick<EtapaArmazenada, 'id' | 'descricao'>,
  acao: HistoricoArmazenado['acao'],
  agora: Date,
): TransactItem {
  return inserirHistoricoItem(deps, sessao.sigla, {
    id: deps.newId(),
    idInstancia,
    idEtapa: etapa.id,
    descricaoEtapa: etapa.descricao,
    emailUsuario: sessao.email.toLowerCase(),
    dataHoraAlteracao: agora.toISOString(),
    acao,
  });
}

/** One card from one stage to another of the same flow, at the key chosen: 6 items. */
export function itensDaMovimentacao(
  deps: AppDeps,
  sessao: Sessao,
  c: InstanciaArmazenada,
  destino: Pick<EtapaArmazenada, 'id' | 'descricao'>,
  ordemChave: string,
  agora: Date,
): TransactItem[] {
  return [
    moverInstanciaItem(deps, sessao.sigla, c, { idFluxo: c.idFluxo, idEtapa: destino.id, ordemChave }, agora),
    alterarTotalCardsEtapaItem(deps, sessao.sigla, c.idFluxo, c.idEtapa, -1),
    alterarTotalCardsEtapaItem(deps, sessao.sigla, c.idFluxo, destino.id, 1),
    ...itensDoMovimentoSemContadores(deps, sessao, c, destino, agora),
  ];
}

/** History line and the two events of a move (a bulk move adds the counters once per batch). */
export function itensDoMovimentoSemContadores(
  deps: DepsEscrita,
  sessao: Autor,
  c: InstanciaArmazenada,
  destino: Pick<EtapaArmazenada, 'id' | 'descricao'>,
  agora: Date,
): TransactItem[] {
  return [
    historicoItem(deps, sessao, c.id, destino, 'movido', agora),
    evento(deps, { tipo: 'cardSairEtapa', detalhe: { ...detalheCard(sessao, c), idEtapaDestino: destino.id } }),
    evento(deps, {
      tipo: 'cardEntrarEtapa',
      detalhe: { ...detalheCard(sessao, { ...c, idEtapa: destino.id }), idEtapaOrigem: c.idEtapa },
    }),
  ];
}

/** The counters of a card entering a flow's stage (create, copy, arrival from another flow). */
export const itensDeEntradaNoFluxo = (
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  idFluxo: string,
  idEtapa: string,
  n = 1,
): TransactItem[] => [
  alterarTotalCardsEtapaItem(deps, sigla, idFluxo, idEtapa, n),
  contarInstanciaCriadaItem(deps, sigla, idFluxo, n),
];
