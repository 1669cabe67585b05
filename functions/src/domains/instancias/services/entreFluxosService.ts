import { mensagensCard } from '@wf/shared/constants/cards';
import type { copiarMoverEntreFluxosSchema } from '@wf/shared/schemas/instancia';
import type { RespostaMensagemCard } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import type { AppDeps } from '../../../app/deps';
import type { Sessao } from '../../../app/sessao';
import { excluirEmLote } from '../../../data/lotes';
import { alterarTotalCardsEtapaItem } from '../../../data/repositories/etapaRepository';
import { contarInstanciaCriadaItem } from '../../../data/repositories/fluxoRepository';
import {
  chavesDoHistorico,
  inserirInstanciaItem,
  moverParaOutroFluxoItem,
  todasDaEtapa,
  vizinhoNaEtapa,
} from '../../../data/repositories/instanciaRepository';
import { entradasDoCardItens } from '../../../data/repositories/indiceFiltroCardsRepository';
import { transact } from '../../../data/transact';
import { erroEtapa } from '../../etapas/erros';
import type { EtapaArmazenada } from '../../etapas/entities/etapa';
import { carregarEtapa, carregarFluxo, type FluxoCarregado } from '../../etapas/services/contextoEtapa';
import { permissoesNaEtapa } from '../../fluxos/entities/permissoes';
import { novaInstancia, type InstanciaArmazenada } from '../entities/instancia';
import { chavesDepoisDe } from '../entities/ordem';
import { erroInstancia } from '../erros';
import { carregarInstancia } from './contextoInstancia';
import { detalheCard, evento, historicoItem, itensDeEntradaNoFluxo } from './escritasCard';

type CopiarMover = z.output<typeof copiarMoverEntreFluxosSchema>;

/**
 * POST /api/instancias/copiar-mover-entre-fluxos. Allowed when the source flow sends cards
 * (permitirEnviarCards S), the destination receives them (permitirReceberCards S), the person
 * sees both flows and may execute in the source stage and in the destination stage.
 * - M moves the card: same id, new flow and stage; its history is lost:
 *   the old HISTORICO items are deleted and a new history starts; the old flow's labels are
 *   dropped; form values are kept by nomeVariavel. One transaction per card (card, four
 *   counters, history line, the list-filter entries leaving the old flow and entering the new
 *   one, cardSairEtapa in the old flow, cardEntrarEtapa in the new one).
 * - C copies it: a new card (new id, no generated id value, no labels, no sub-elements) with the
 *   same title, details, due date and form values; the original stays.
 * One card (idInstancia) or every card of a stage (idEtapaOrigem: O(n), one transaction per card).
 * The destination form is not checked (rules and people fill it in the new flow).
 */
export async function copiarMoverEntreFluxos(deps: AppDeps, sessao: Sessao, d: CopiarMover): Promise<RespostaMensagemCard> {
  let origem: FluxoCarregado & { etapa: EtapaArmazenada };
  let cards: InstanciaArmazenada[];
  if (d.idInstancia) {
    const ctx = await carregarInstancia(deps, sessao, d.idInstancia);
    origem = ctx;
    cards = [ctx.instancia];
  } else {
    origem = await carregarEtapa(deps, sessao, d.idEtapaOrigem ?? '');
    cards = await todasDaEtapa(deps, sessao.sigla, origem.etapa.id);
  }
  if (d.idFluxoDestino === origem.ctx.fluxo.id) throw erroInstancia.mesmoFluxo();
  if (permissoesNaEtapa(origem.ctx, origem.etapa.id).permiteExecutarInstancias !== 'S') throw erroInstancia.semPermissaoMover();
  if (origem.ctx.fluxo.permitirEnviarCards !== 'S') throw erroInstancia.envioNaoPermitido();
  const destinoFluxo = await carregarFluxo(deps, sessao, d.idFluxoDestino);
  if (destinoFluxo.ctx.fluxo.permitirReceberCards !== 'S') throw erroInstancia.recebimentoNaoPermitido();
  const destino = destinoFluxo.etapas.find((e) => e.id === d.idEtapaDestino);
  if (!destino) throw erroEtapa.naoEncontrada();
  if (permissoesNaEtapa(destinoFluxo.ctx, destino.id).permiteExecutarInstancias !== 'S') throw erroInstancia.semPermissaoMover();

  const ultima = await vizinhoNaEtapa(deps, sessao.sigla, destino.id, { ultimo: true });
  const chaves = chavesDepoisDe(ultima?.ordemChave ?? null, cards.length);
  for (const [i, c] of cards.entries()) {
    if (d.tipoOperacao === 'M') await moverParaOutroFluxo(deps, sessao, c, destino, chaves[i]!);
    else await copiarParaOutroFluxo(deps, sessao, c, destino, chaves[i]!);
  }
  return { mensagem: d.tipoOperacao === 'M' ? mensagensCard.cardMovido : mensagensCard.cardCopiado };
}

async function moverParaOutroFluxo(
  deps: AppDeps,
  sessao: Sessao,
  c: InstanciaArmazenada,
  destino: EtapaArmazenada,
  ordemChave: string,
): Promise<void> {
  const historicoAntigo = await chavesDoHistorico(deps, sessao.sigla, c.id);
  const agora = deps.clock();
  const chegou = { ...c, idFluxo: destino.idFluxo, idEtapa: destino.id };
  const gravou = await transact(deps, [
    moverParaOutroFluxoItem(deps, sessao.sigla, c, { idFluxo: destino.idFluxo, idEtapa: destino.id, ordemChave }, agora),
    // The list-filter entries leave the old flow; the responsibles' enter the new one (labels are dropped).
    ...entradasDoCardItens(deps, sessao.sigla, c, 'excluir'),
    ...entradasDoCardItens(deps, sessao.sigla, { ...chegou, etiquetas: [] }, 'incluir'),
    alterarTotalCardsEtapaItem(deps, sessao.sigla, c.idFluxo, c.idEtapa, -1),
    contarInstanciaCriadaItem(deps, sessao.sigla, c.idFluxo, -1),
    ...itensDeEntradaNoFluxo(deps, sessao.sigla, destino.idFluxo, destino.id),
    historicoItem(deps, sessao, c.id, destino, 'movido', agora),
    evento(deps, {
      tipo: 'cardSairEtapa',
      detalhe: { ...detalheCard(sessao, c), idEtapaDestino: destino.id, idFluxoDestino: destino.idFluxo },
    }),
    evento(deps, {
      tipo: 'cardEntrarEtapa',
      detalhe: { ...detalheCard(sessao, chegou), idEtapaOrigem: c.idEtapa, idFluxoOrigem: c.idFluxo },
    }),
  ]);
  if (!gravou) throw erroInstancia.alteradoPorOutro();
  // The history of the old flow goes (the new line was written with a new key, it stays).
  await excluirEmLote(deps, historicoAntigo);
}

async function copiarParaOutroFluxo(
  deps: AppDeps,
  sessao: Sessao,
  c: InstanciaArmazenada,
  destino: EtapaArmazenada,
  ordemChave: string,
): Promise<void> {
  const agora = deps.clock();
  const copia = novaInstancia({
    id: deps.newId(),
    idFluxo: destino.idFluxo,
    idEtapa: destino.id,
    descricao: c.descricao,
    detalhes: c.detalhes,
    dataVencimento: c.dataVencimento,
    listaValoresFormulario: c.listaValoresFormulario,
    idUnico: null,
    ordemChave,
    etiquetas: [],
    emailAutor: sessao.email,
    agora,
  });
  const gravou = await transact(deps, [
    inserirInstanciaItem(deps, sessao.sigla, copia),
    ...entradasDoCardItens(deps, sessao.sigla, copia, 'incluir'),
    ...itensDeEntradaNoFluxo(deps, sessao.sigla, copia.idFluxo, copia.idEtapa),
    historicoItem(deps, sessao, copia.id, destino, 'copiado', agora),
    evento(deps, { tipo: 'cardCriado', detalhe: { ...detalheCard(sessao, copia), idInstanciaOrigem: c.id } }),
    evento(deps, { tipo: 'cardEntrarEtapa', detalhe: { ...detalheCard(sessao, copia), idEtapaOrigem: null, idFluxoOrigem: c.idFluxo } }),
  ]);
  if (!gravou) throw erroInstancia.alteradoPorOutro();
}
