import { mensagensCard } from '@wf/shared/constants/cards';
import { mensagensRegra } from '@wf/shared/constants/regras';
import type { RespostaJob } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { alterarTotalCardsEtapaItem, buscarEtapa } from '../../../data/repositories/etapaRepository';
import {
  moverInstanciaItem,
  todasDaEtapa,
  vizinhoNaEtapa,
  buscarInstancias,
} from '../../../data/repositories/instanciaRepository';
import { cardsDaEtapaDepoisDe } from '../../../data/repositories/jobRepository';
import { ESCRITAS_POR_TRANSACAO, type TransactItem } from '../../../data/transact';
import type { EtapaArmazenada } from '../../fluxos';
import type { InstanciaArmazenada } from '../entities/instancia';
import { chavesDepoisDe } from '../entities/ordem';
import { erroInstancia } from '../erros';
import { itensDoMovimentoSemContadores, type Autor } from './escritasCard';
import {
  criarJob,
  falhaEtapaExcluida,
  type DepsJob,
  type EstrategiaJob,
  type LimitesJob,
  type Recusado,
} from './jobPassoService';
import { conferirMoverTodos, errosDeMovimentacao } from './regrasMovimentacao';
import { cardsBloqueados, erroMovimentacaoImpedida } from './bloqueioMovimentacao';

/**
 * How much one step of a bulk move does. A transaction holds 4 items per card (card, history
 * line, cardSairEtapa, cardEntrarEtapa) plus the two stage counters, the job's mark, the
 * progress event and the next step's event: 23 cards. Ten transactions a step (230 cards, about
 * 25 requests) stay far inside the consumer's 60 s whatever the stage's size, since a larger
 * stage is just more steps. Tests pass smaller numbers to see several steps.
 */
export const LIMITES_JOB: LimitesJob = {
  cardsPorTransacao: Math.floor((ESCRITAS_POR_TRANSACAO - 5) / 4),
  transacoesPorPasso: 10,
};

/**
 * PATCH /api/instancias/mover with { idEtapaOrigem, idEtapaDestino }: after the checks of
 * permission and destination (conferirMoverTodos), when the source stage
 * has a form, every card is checked first and one incomplete card refuses the whole move (422,
 * as before: nothing moves); then the job item and its first step's event are written together
 * and the answer is 202 with the job. A stage without form fields cannot block a card, so its
 * cards are not read here: the request's cost does not grow with the stage.
 */
export async function iniciarMoverEtapa(
  deps: AppDeps,
  sessao: Sessao,
  d: { idEtapaOrigem: string; idEtapaDestino: string },
): Promise<RespostaJob['Job']> {
  const { origem, destino } = await conferirMoverTodos(deps, sessao, d);
  let cards: InstanciaArmazenada[] | null = null;
  if (origem.listaCamposFormulario.length) {
    cards = await todasDaEtapa(deps, sessao.sigla, origem.id);
    const erros = errosDeMovimentacao(origem, cards);
    if (erros.length) throw erroInstancia.errosMovimentacao(erros);
  }
  // A card an active rule blocks refuses the whole move, as an incomplete form does. The cards
  // are read only when the flow has such a rule for these stages (one Query otherwise).
  const movimento = {
    idFluxoOrigem: origem.idFluxo,
    idEtapaOrigem: origem.id,
    idFluxoDestino: origem.idFluxo,
    idEtapaDestino: destino.id,
    alteradoPor: sessao.email,
  };
  if (
    (await cardsBloqueados(deps, sessao.sigla, cards ?? (() => todasDaEtapa(deps, sessao.sigla, origem.id)), movimento))
      .size
  ) {
    throw erroMovimentacaoImpedida();
  }
  return criarJob(deps, sessao, {
    tipo: 'moverEtapa',
    idFluxo: origem.idFluxo,
    idEtapaOrigem: origem.id,
    idEtapaDestino: destino.id,
    total: origem.totalCardsPresentes,
  });
}

interface ContextoMover {
  origem: EtapaArmazenada;
  destino: EtapaArmazenada;
  /** The batch read last, kept for a retry: its cards are re-read, not the page queried again. */
  pagina?: { cards: InstanciaArmazenada[]; cursor: string | null; fim: boolean };
}

/**
 * The whole-stage move as a job kind: batches of cards from the source stage after the cursor
 * (moved cards leave the stage, refused ones stay behind the cursor). A card whose form is
 * incomplete stays, listed; on a retry the batch's cards are re-read (consistent BatchGet) and
 * those that left the stage meanwhile are listed instead of moved.
 */
export const estrategiaMoverEtapa: EstrategiaJob<ContextoMover> = {
  limites: LIMITES_JOB,
  async contexto(deps, sigla, job) {
    const [origem, destino] = await Promise.all([
      buscarEtapa(deps, sigla, job.idFluxo, job.idEtapaOrigem),
      buscarEtapa(deps, sigla, job.idFluxo, job.idEtapaDestino),
    ]);
    return origem && destino ? { origem, destino } : falhaEtapaExcluida;
  },
  async lote(deps, sigla, job, ctx, limites, reler) {
    const { origem, destino } = ctx;
    let foraDaEtapa: Recusado[] = [];
    let cards: InstanciaArmazenada[];
    if (reler && ctx.pagina) {
      const lidos = ctx.pagina.cards;
      const atuais = await buscarInstancias(
        deps,
        sigla,
        lidos.map((c) => c.id),
      );
      const naEtapa = (c: InstanciaArmazenada) => atuais.find((a) => a.id === c.id && a.idEtapa === origem.id);
      foraDaEtapa = lidos
        .filter((c) => !naEtapa(c))
        .map((c) => ({ idInstancia: c.id, descricao: c.descricao, motivo: mensagensCard.recusadoForaDaEtapa }));
      cards = lidos.flatMap((c) => naEtapa(c) ?? []);
    } else {
      const pagina = await cardsDaEtapaDepoisDe(deps, sigla, origem.id, job.cursor, limites.cardsPorTransacao);
      cards = pagina.map((p) => p.card);
      ctx.pagina = {
        cards,
        cursor: pagina.at(-1)?.chave ?? job.cursor,
        fim: pagina.length < limites.cardsPorTransacao,
      };
    }
    const bloqueados = errosDeMovimentacao(origem, cards);
    const semErros = cards.filter((c) => !bloqueados.some((b) => b.idInstancia === c.id));
    // A rule switched on after the request may still block some: they stay, listed.
    const porRegra = await cardsBloqueados(deps, sigla, semErros, {
      idFluxoOrigem: origem.idFluxo,
      idEtapaOrigem: origem.id,
      idFluxoDestino: origem.idFluxo,
      idEtapaDestino: destino.id,
      alteradoPor: job.emailAutor,
    });
    const moviveis = semErros.filter((c) => !porRegra.has(c.id));
    return {
      itens: await itensDoLote(deps, { sigla, email: job.emailAutor }, origem, destino, moviveis),
      feitos: moviveis.length,
      recusados: [
        ...foraDaEtapa,
        ...semErros
          .filter((c) => porRegra.has(c.id))
          .map((c) => ({ idInstancia: c.id, descricao: c.descricao, motivo: mensagensRegra.movimentacaoImpedida })),
        ...bloqueados.map((b) => ({
          idInstancia: b.idInstancia,
          descricao: b.descricao,
          motivo: mensagensCard.recusadoPeloFormulario,
          erros: b.erros,
        })),
      ],
      cursor: ctx.pagina!.cursor,
      fim: ctx.pagina!.fim,
    };
  },
};

/** The moves of a batch, to the bottom of the destination in their order, and the two counters. */
async function itensDoLote(
  deps: DepsJob,
  autor: Autor,
  origem: EtapaArmazenada,
  destino: EtapaArmazenada,
  cards: InstanciaArmazenada[],
): Promise<TransactItem[]> {
  if (!cards.length) return [];
  const ultima = await vizinhoNaEtapa(deps, autor.sigla, destino.id, { ultimo: true });
  const chaves = chavesDepoisDe(ultima?.ordemChave ?? null, cards.length);
  const agora = deps.clock();
  return [
    alterarTotalCardsEtapaItem(deps, autor.sigla, origem.idFluxo, origem.id, -cards.length),
    alterarTotalCardsEtapaItem(deps, autor.sigla, origem.idFluxo, destino.id, cards.length),
    ...cards.flatMap((c, j) => [
      moverInstanciaItem(
        deps,
        autor.sigla,
        c,
        { idFluxo: c.idFluxo, idEtapa: destino.id, ordemChave: chaves[j]! },
        agora,
      ),
      ...itensDoMovimentoSemContadores(deps, autor, c, destino, agora),
    ]),
  ];
}
