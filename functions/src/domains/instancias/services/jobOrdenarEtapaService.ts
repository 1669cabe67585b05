import { mensagensCard, type TipoOrdenacao } from '@wf/shared/constants/cards';
import type { RespostaJob } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarEtapa } from '../../../data/repositories/etapaRepository';
import { buscarInstancias, moverInstanciaItem } from '../../../data/repositories/instanciaRepository';
import { cardsDaEtapaDepoisDe, fotografiaDepoisDe, fotografiaItem } from '../../../data/repositories/jobRepository';
import { ESCRITAS_POR_TRANSACAO } from '../../../data/transact';
import { carregarEtapa, type EtapaArmazenada, permissoesNaEtapa } from '../../fluxos';
import { chaveDeOrdenacao } from '../entities/ordenacao';
import { chavesDepoisDe } from '../entities/ordem';
import { erroInstancia } from '../erros';
import { evento } from './escritasCard';
import { criarJob, falhaEtapaExcluida, type EstrategiaJob, type LimitesJob } from './jobPassoService';

/**
 * One item per card in both phases (a snapshot Put, then the card's update), plus the job's
 * mark, the progress, next-step and cardsReordenados events: 95 a transaction, 10 a step.
 */
export const LIMITES_ORDENAR: LimitesJob = { cardsPorTransacao: ESCRITAS_POR_TRANSACAO - 5, transacoesPorPasso: 10 };

/**
 * PATCH /api/instancias/ordenar-na-etapa: needs permiteExecutarInstancias on the stage; the job
 * item and its first step's event are written together; 202 with the job.
 */
export async function iniciarOrdenarEtapa(
  deps: AppDeps,
  sessao: Sessao,
  d: { idEtapa: string; tipoOrdenacao: TipoOrdenacao },
): Promise<RespostaJob['Job']> {
  const { ctx, etapa } = await carregarEtapa(deps, sessao, d.idEtapa);
  if (permissoesNaEtapa(ctx, d.idEtapa).permiteExecutarInstancias !== 'S') throw erroInstancia.semPermissaoMover();
  return criarJob(deps, sessao, {
    tipo: 'ordenarEtapa',
    idFluxo: etapa.idFluxo,
    idEtapaOrigem: etapa.id,
    idEtapaDestino: etapa.id,
    tipoOrdenacao: d.tipoOrdenacao,
    fase: 'fotografar',
    ultimaChave: null,
    total: etapa.totalCardsPresentes,
  });
}

/**
 * Sorting a stage as a job, in two bounded phases, neither of which holds the stage in memory:
 * 1. fotografar: the stage is read page by page in board order (cursor: the board key) and each
 *    card is written as a snapshot item whose sort key is the criterion's (jobRepository,
 *    fotografiaItem), so the table itself sorts them. Keys do not change in this phase, so the
 *    board-order cursor is stable.
 * 2. reordenar: the snapshot is read in its order after the cursor (its sk); each page's cards
 *    are read (consistent BatchGet) and those still in the stage get the next fractional keys
 *    after the last one given (ultimaChave, kept in the job), so the keys follow the snapshot's
 *    order page after page. A card that left the stage meanwhile is listed as refused.
 * Each batch commits with the job's mark (passo, lote), so a repeated batch writes nothing; the
 * snapshot Puts are idempotent anyway. A card created or moved into the stage during the job
 * keeps its key (it was not in the snapshot). The last batch writes cardsReordenados once.
 */
export const estrategiaOrdenarEtapa: EstrategiaJob<{ etapa: EtapaArmazenada }> = {
  limites: LIMITES_ORDENAR,
  async contexto(deps, sigla, job) {
    const etapa = await buscarEtapa(deps, sigla, job.idFluxo, job.idEtapaOrigem);
    return etapa ? { etapa } : falhaEtapaExcluida;
  },
  async lote(deps, sigla, job, { etapa }, limites) {
    const tipoOrdenacao = job.tipoOrdenacao ?? 'date-desc';
    if (job.fase === 'fotografar') {
      const pagina = await cardsDaEtapaDepoisDe(deps, sigla, etapa.id, job.cursor, limites.cardsPorTransacao);
      const acabou = pagina.length < limites.cardsPorTransacao;
      return {
        itens: pagina.map(({ card }) =>
          fotografiaItem(deps, sigla, job, chaveDeOrdenacao(card, tipoOrdenacao), card.id),
        ),
        feitos: 0,
        recusados: [],
        cursor: acabou ? null : pagina.at(-1)!.chave,
        fim: false,
        ...(acabou ? { estado: { fase: 'reordenar' as const } } : {}),
      };
    }
    const entradas = await fotografiaDepoisDe(deps, sigla, job.id, job.cursor, limites.cardsPorTransacao);
    const atuais = await buscarInstancias(
      deps,
      sigla,
      entradas.map((e) => e.idInstancia),
    );
    const naEtapa = entradas.flatMap((e) => atuais.find((a) => a.id === e.idInstancia && a.idEtapa === etapa.id) ?? []);
    const chaves = chavesDepoisDe(job.ultimaChave ?? null, naEtapa.length);
    const agora = deps.clock();
    return {
      itens: naEtapa.map((c, i) =>
        moverInstanciaItem(deps, sigla, c, { idFluxo: c.idFluxo, idEtapa: c.idEtapa, ordemChave: chaves[i]! }, agora),
      ),
      feitos: naEtapa.length,
      recusados: entradas
        .filter((e) => !naEtapa.some((c) => c.id === e.idInstancia))
        .map((e) => ({
          idInstancia: e.idInstancia,
          descricao: atuais.find((a) => a.id === e.idInstancia)?.descricao ?? '',
          motivo: mensagensCard.recusadoForaDaEtapa,
        })),
      cursor: entradas.at(-1)?.chave ?? job.cursor,
      fim: entradas.length < limites.cardsPorTransacao,
      estado: { ultimaChave: chaves.at(-1) ?? job.ultimaChave ?? null },
      itensNoFim: [
        evento(deps, {
          tipo: 'cardsReordenados',
          detalhe: {
            sigla,
            idFluxo: etapa.idFluxo,
            alteradoPor: job.emailAutor,
            idEtapa: etapa.id,
            idInstancia: null,
            tipoOrdenacao,
          },
        }),
      ],
    };
  },
};
