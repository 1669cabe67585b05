import type { copiarMoverEntreFluxosSchema } from '@wf/shared/schemas/instancia';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { excluirEmLote } from '../../../data/lotes';
import { alterarTotalCardsEtapaItem } from '../../../data/repositories/etapaRepository';
import { contarInstanciaCriadaItem } from '../../../data/repositories/fluxoRepository';
import {
  chavesDoHistorico,
  inserirInstanciaItem,
  moverParaOutroFluxoItem,
  vizinhoNaEtapa,
} from '../../../data/repositories/instanciaRepository';
import { entradasDoCardItens } from '../../../data/repositories/indiceFiltroCardsRepository';
import { transact, type TransactItem } from '../../../data/transact';
import { carregarFluxo, erroEtapa, type EtapaArmazenada, type FluxoCarregado, permissoesNaEtapa } from '../../fluxos';
import { novaInstancia, type InstanciaArmazenada } from '../entities/instancia';
import { chavesDepoisDe } from '../entities/ordem';
import { erroInstancia } from '../erros';
import { carregarInstancia } from './contextoInstancia';
import { conferirBloqueioMovimentacao } from './bloqueioMovimentacao';
import { detalheCard, evento, historicoItem, itensDeEntradaNoFluxo, type Autor } from './escritasCard';

type CopiarMover = z.output<typeof copiarMoverEntreFluxosSchema>;
type Origem = FluxoCarregado & { etapa: EtapaArmazenada };

/**
 * POST /api/instancias/copiar-mover-entre-fluxos. Allowed when the source flow sends cards
 * (permitirEnviarCards S), the destination receives them (permitirReceberCards S), the person
 * sees both flows and may execute in the source stage and in the destination stage.
 * - M moves the card: same id, new flow and stage; its history is lost (a new history starts in
 *   the new flow); the old flow's labels are dropped; form values are kept by nomeVariavel.
 * - C copies it: a new card (new id, no generated id value, no labels, no sub-elements) with the
 *   same title, details, due date and form values; the original stays.
 * One card (idInstancia) here, in one transaction; every card of a stage (idEtapaOrigem) is a
 * bulk job (iniciarEntreFluxos, jobEntreFluxosService). The destination form is not checked
 * (rules and people fill it in the new flow).
 */
export async function copiarMoverEntreFluxos(
  deps: AppDeps,
  sessao: Sessao,
  d: CopiarMover & { idInstancia: string },
  /** A copy's id chosen by the caller (a rule's action derives it, so a redelivery cannot copy twice). */
  opcoes: { idCopia?: string } = {},
): Promise<void> {
  const ctx = await carregarInstancia(deps, sessao, d.idInstancia);
  const destino = await conferirEntreFluxos(deps, sessao, ctx, d);
  const c = ctx.instancia;
  // A move leaves the stage and enters the other flow's; a copy only enters it.
  await conferirBloqueioMovimentacao(deps, sessao.sigla, c, {
    idFluxoOrigem: c.idFluxo,
    idEtapaOrigem: d.tipoOperacao === 'M' ? c.idEtapa : null,
    idFluxoDestino: destino.idFluxo,
    idEtapaDestino: destino.id,
    alteradoPor: sessao.email,
  });
  const ultima = await vizinhoNaEtapa(deps, sessao.sigla, destino.id, { ultimo: true });
  const [ordemChave] = chavesDepoisDe(ultima?.ordemChave ?? null, 1);
  const agora = deps.clock();
  if (d.tipoOperacao === 'M') {
    const historicoAntigo = await chavesDoHistorico(deps, sessao.sigla, c.id);
    if (!(await transact(deps, itensMoverParaOutroFluxo(deps, sessao, c, destino, ordemChave!, agora))))
      throw erroInstancia.alteradoPorOutro();
    // The history of the old flow goes (the new line was written with a new key, it stays).
    await excluirEmLote(deps, historicoAntigo);
  } else if (
    !(await transact(deps, itensCopiarParaOutroFluxo(deps, sessao, c, destino, ordemChave!, agora, opcoes.idCopia)))
  ) {
    throw erroInstancia.alteradoPorOutro();
  }
}

/** The checks of a copy or move between flows, for one card or a stage: the destination stage. */
export async function conferirEntreFluxos(
  deps: AppDeps,
  sessao: Sessao,
  origem: Origem,
  d: Pick<CopiarMover, 'idFluxoDestino' | 'idEtapaDestino'>,
): Promise<EtapaArmazenada> {
  if (d.idFluxoDestino === origem.ctx.fluxo.id) throw erroInstancia.mesmoFluxo();
  if (permissoesNaEtapa(origem.ctx, origem.etapa.id).permiteExecutarInstancias !== 'S')
    throw erroInstancia.semPermissaoMover();
  if (origem.ctx.fluxo.permitirEnviarCards !== 'S') throw erroInstancia.envioNaoPermitido();
  const destinoFluxo = await carregarFluxo(deps, sessao, d.idFluxoDestino);
  if (destinoFluxo.ctx.fluxo.permitirReceberCards !== 'S') throw erroInstancia.recebimentoNaoPermitido();
  const destino = destinoFluxo.etapas.find((e) => e.id === d.idEtapaDestino);
  if (!destino) throw erroEtapa.naoEncontrada();
  if (permissoesNaEtapa(destinoFluxo.ctx, destino.id).permiteExecutarInstancias !== 'S')
    throw erroInstancia.semPermissaoMover();
  return destino;
}

type DepsEscrita = Pick<AppDeps, 'db' | 'tableName' | 'clock' | 'newId'>;

/**
 * One card moved to another flow, as transaction items: card, the list-filter entries leaving
 * the old flow and the responsibles' entering the new one (labels are dropped), four counters,
 * history line, cardSairEtapa in the old flow and cardEntrarEtapa in the new one. Shared by the
 * one-card request and the whole-stage job.
 */
export function itensMoverParaOutroFluxo(
  deps: DepsEscrita,
  autor: Autor,
  c: InstanciaArmazenada,
  destino: EtapaArmazenada,
  ordemChave: string,
  agora: Date,
): TransactItem[] {
  const chegou = { ...c, idFluxo: destino.idFluxo, idEtapa: destino.id };
  return [
    moverParaOutroFluxoItem(deps, autor.sigla, c, { idFluxo: destino.idFluxo, idEtapa: destino.id, ordemChave }, agora),
    ...entradasDoCardItens(deps, autor.sigla, c, 'excluir'),
    ...entradasDoCardItens(deps, autor.sigla, { ...chegou, etiquetas: [] }, 'incluir'),
    alterarTotalCardsEtapaItem(deps, autor.sigla, c.idFluxo, c.idEtapa, -1),
    contarInstanciaCriadaItem(deps, autor.sigla, c.idFluxo, -1),
    ...itensDeEntradaNoFluxo(deps, autor.sigla, destino.idFluxo, destino.id),
    historicoItem(deps, autor, c.id, destino, 'movido', agora),
    evento(deps, {
      tipo: 'cardSairEtapa',
      detalhe: { ...detalheCard(autor, c), idEtapaDestino: destino.id, idFluxoDestino: destino.idFluxo },
    }),
    evento(deps, {
      tipo: 'cardEntrarEtapa',
      detalhe: { ...detalheCard(autor, chegou), idEtapaOrigem: c.idEtapa, idFluxoOrigem: c.idFluxo },
    }),
  ];
}

/** A copy of a card in another flow (or in its own: a rule's copiarCard), as transaction items (new id, no generated id value, no labels). */
export function itensCopiarParaOutroFluxo(
  deps: DepsEscrita,
  autor: Autor,
  c: InstanciaArmazenada,
  destino: EtapaArmazenada,
  ordemChave: string,
  agora: Date,
  idCopia: string = deps.newId(),
): TransactItem[] {
  const copia = novaInstancia({
    id: idCopia,
    idFluxo: destino.idFluxo,
    idEtapa: destino.id,
    descricao: c.descricao,
    detalhes: c.detalhes,
    dataVencimento: c.dataVencimento,
    listaValoresFormulario: c.listaValoresFormulario,
    idUnico: null,
    ordemChave,
    etiquetas: [],
    emailAutor: autor.email,
    agora,
  });
  return [
    inserirInstanciaItem(deps, autor.sigla, copia),
    ...entradasDoCardItens(deps, autor.sigla, copia, 'incluir'),
    ...itensDeEntradaNoFluxo(deps, autor.sigla, copia.idFluxo, copia.idEtapa),
    historicoItem(deps, autor, copia.id, destino, 'copiado', agora),
    evento(deps, { tipo: 'cardCriado', detalhe: { ...detalheCard(autor, copia), idInstanciaOrigem: c.id } }),
    evento(deps, {
      tipo: 'cardEntrarEtapa',
      // A copy inside the flow (a rule's copiarCard) came from no other flow.
      detalhe: {
        ...detalheCard(autor, copia),
        idEtapaOrigem: null,
        ...(c.idFluxo !== copia.idFluxo ? { idFluxoOrigem: c.idFluxo } : {}),
      },
    }),
  ];
}
