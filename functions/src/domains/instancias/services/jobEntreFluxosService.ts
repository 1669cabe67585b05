import { mensagensCard } from '@wf/shared/constants/cards';
import { mensagensRegra } from '@wf/shared/constants/regras';
import type { copiarMoverEntreFluxosSchema } from '@wf/shared/schemas/instancia';
import type { RespostaJob } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { excluirEmLote } from '../../../data/lotes';
import { buscarEtapa } from '../../../data/repositories/etapaRepository';
import {
  buscarInstancias,
  chavesDoHistoricoAntesDe,
  vizinhoNaEtapa,
} from '../../../data/repositories/instanciaRepository';
import { cardsDaEtapaDepoisDe } from '../../../data/repositories/jobRepository';
import { todasDaEtapa } from '../../../data/repositories/instanciaRepository';
import { cardsBloqueados, erroMovimentacaoImpedida, type Movimento } from './bloqueioMovimentacao';
import { carregarEtapa, type EtapaArmazenada } from '../../fluxos';
import type { InstanciaArmazenada } from '../entities/instancia';
import { chavesDepoisDe } from '../entities/ordem';
import { conferirEntreFluxos, itensCopiarParaOutroFluxo, itensMoverParaOutroFluxo } from './entreFluxosService';
import { criarJob, falhaEtapaExcluida, type EstrategiaJob, type LimitesJob } from './jobPassoService';

type CopiarMover = z.output<typeof copiarMoverEntreFluxosSchema>;

/**
 * One card per transaction: a card's items depend on its labels and responsibles (the
 * list-filter entries), and the four counters of two cards would be the same items, which one
 * transaction cannot write twice. 25 cards a step stay far inside the consumer's 60 s.
 */
export const LIMITES_ENTRE_FLUXOS: LimitesJob = { cardsPorTransacao: 1, transacoesPorPasso: 25 };

/**
 * POST /api/instancias/copiar-mover-entre-fluxos with idEtapaOrigem: the same checks as for one
 * card (conferirEntreFluxos), then the job item and its first step's event together; 202 with
 * the job. The stage's cards are not read here, so the request's cost does not grow with it.
 */
export async function iniciarEntreFluxos(
  deps: AppDeps,
  sessao: Sessao,
  d: CopiarMover & { idEtapaOrigem: string },
): Promise<RespostaJob['Job']> {
  const origem = await carregarEtapa(deps, sessao, d.idEtapaOrigem);
  const destino = await conferirEntreFluxos(deps, sessao, origem, d);
  // A card an active rule blocks refuses the whole operation (its cards are read only when a rule may block).
  const movimento = movimentoEntreFluxos(origem.etapa, destino, d.tipoOperacao, sessao.email);
  if (
    (await cardsBloqueados(deps, sessao.sigla, () => todasDaEtapa(deps, sessao.sigla, origem.etapa.id), movimento)).size
  ) {
    throw erroMovimentacaoImpedida();
  }
  return criarJob(deps, sessao, {
    tipo: 'copiarMoverEntreFluxos',
    idFluxo: origem.etapa.idFluxo,
    idEtapaOrigem: origem.etapa.id,
    idEtapaDestino: destino.id,
    idFluxoDestino: destino.idFluxo,
    tipoOperacao: d.tipoOperacao,
    total: origem.etapa.totalCardsPresentes,
    limpeza: null,
  });
}

/** What a rule may block: a move leaves the stage and enters the other flow's; a copy only enters it. */
const movimentoEntreFluxos = (
  origem: EtapaArmazenada,
  destino: EtapaArmazenada,
  tipoOperacao: 'M' | 'C',
  alteradoPor: string,
): Movimento => ({
  idFluxoOrigem: origem.idFluxo,
  idEtapaOrigem: tipoOperacao === 'M' ? origem.id : null,
  idFluxoDestino: destino.idFluxo,
  idEtapaDestino: destino.id,
  alteradoPor,
});

interface ContextoEntreFluxos {
  origem: EtapaArmazenada;
  destino: EtapaArmazenada;
  /** The card read last, kept for a retry (it is re-read, not the stage queried again). */
  lido?: { card: InstanciaArmazenada; chave: string };
}

/**
 * A stage's cards copied (C) or moved (M) to another flow, one card a transaction, each with
 * exactly the items of the one-card request (itensMoverParaOutroFluxo keeps the list-filter
 * entries and the due-date index right). The cursor is the card's board key in the source
 * stage: moved cards leave it, copied ones stay behind the cursor.
 *
 * A moved card's old history must go, and it is not one transaction with the move (it may be
 * long). So the move's mark records the card in `limpeza` (with the instant of the new first
 * line) and the NEXT batch deletes the lines written before that instant first: deleting is
 * idempotent, and a crash after the move leaves the clean-up in the job, not forgotten. The job
 * ends with a batch that finds no card, so the last card's clean-up also runs.
 */
export const estrategiaCopiarMoverEntreFluxos: EstrategiaJob<ContextoEntreFluxos> = {
  limites: LIMITES_ENTRE_FLUXOS,
  async contexto(deps, sigla, job) {
    const [origem, destino] = await Promise.all([
      buscarEtapa(deps, sigla, job.idFluxo, job.idEtapaOrigem),
      buscarEtapa(deps, sigla, job.idFluxoDestino ?? '', job.idEtapaDestino),
    ]);
    return origem && destino ? { origem, destino } : falhaEtapaExcluida;
  },
  async lote(deps, sigla, job, ctx, limites, reler) {
    for (const id of job.limpeza?.ids ?? [])
      await excluirEmLote(deps, await chavesDoHistoricoAntesDe(deps, sigla, id, job.limpeza!.ate));
    let pagina: Array<{ card: InstanciaArmazenada; chave: string }>;
    if (reler && ctx.lido) {
      const [atual] = await buscarInstancias(deps, sigla, [ctx.lido.card.id]);
      if (!atual || atual.idEtapa !== ctx.origem.id) {
        const c = ctx.lido.card;
        return {
          itens: [],
          feitos: 0,
          recusados: [{ idInstancia: c.id, descricao: c.descricao, motivo: mensagensCard.recusadoForaDaEtapa }],
          cursor: ctx.lido.chave,
          fim: false,
          estado: { limpeza: null },
        };
      }
      pagina = [{ card: atual, chave: ctx.lido.chave }];
    } else {
      pagina = await cardsDaEtapaDepoisDe(deps, sigla, ctx.origem.id, job.cursor, limites.cardsPorTransacao);
    }
    if (!pagina.length)
      return { itens: [], feitos: 0, recusados: [], cursor: job.cursor, fim: true, estado: { limpeza: null } };
    ctx.lido = pagina[0];
    // A rule switched on after the request may block a card: it stays, listed (the cursor passes it).
    const bloqueados = await cardsBloqueados(
      deps,
      sigla,
      pagina.map((p) => p.card),
      movimentoEntreFluxos(ctx.origem, ctx.destino, job.tipoOperacao === 'M' ? 'M' : 'C', job.emailAutor),
    );
    const cursor = pagina.at(-1)!.chave;
    const recusados = pagina
      .filter((p) => bloqueados.has(p.card.id))
      .map((p) => ({
        idInstancia: p.card.id,
        descricao: p.card.descricao,
        motivo: mensagensRegra.movimentacaoImpedida,
      }));
    pagina = pagina.filter((p) => !bloqueados.has(p.card.id));
    if (!pagina.length) return { itens: [], feitos: 0, recusados, cursor, fim: false, estado: { limpeza: null } };
    const autor = { sigla, email: job.emailAutor };
    const agora = deps.clock();
    const ultima = await vizinhoNaEtapa(deps, sigla, ctx.destino.id, { ultimo: true });
    const chaves = chavesDepoisDe(ultima?.ordemChave ?? null, pagina.length);
    const mover = job.tipoOperacao === 'M';
    return {
      itens: pagina.flatMap(({ card }, i) =>
        (mover ? itensMoverParaOutroFluxo : itensCopiarParaOutroFluxo)(
          deps,
          autor,
          card,
          ctx.destino,
          chaves[i]!,
          agora,
        ),
      ),
      feitos: pagina.length,
      recusados,
      cursor,
      fim: false,
      estado: { limpeza: mover ? { ids: pagina.map((p) => p.card.id), ate: agora.toISOString() } : null },
    };
  },
};
