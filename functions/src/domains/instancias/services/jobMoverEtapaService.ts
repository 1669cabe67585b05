import { mensagensCard } from '@wf/shared/constants/cards';
import type { DetalheEvento } from '@wf/shared/events';
import type { RespostaJob } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../../app/deps';
import type { Sessao } from '../../../app/sessao';
import { alterarTotalCardsEtapaItem, buscarEtapa } from '../../../data/repositories/etapaRepository';
import { moverInstanciaItem, todasDaEtapa, vizinhoNaEtapa, buscarInstancias } from '../../../data/repositories/instanciaRepository';
import {
  avancarJobItem,
  buscarJob,
  cardsDaEtapaDepoisDe,
  inserirJobItem,
  type AvancoDoJob,
} from '../../../data/repositories/jobRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { ESCRITAS_POR_TRANSACAO, transact, type TransactItem } from '../../../data/transact';
import type { EtapaArmazenada } from '../../etapas/entities/etapa';
import { paraJob, RECUSADOS_GUARDADOS, type JobArmazenado } from '../entities/job';
import type { InstanciaArmazenada } from '../entities/instancia';
import { chavesDepoisDe } from '../entities/ordem';
import { erroInstancia } from '../erros';
import { itensDoMovimentoSemContadores, type Autor } from './escritasCard';
import { conferirMoverTodos, errosDeMovimentacao } from './movimentacaoService';

/**
 * How much one step of a bulk move does. A transaction holds 4 items per card (card, history
 * line, cardSairEtapa, cardEntrarEtapa) plus the two stage counters, the job's mark, the
 * progress event and the next step's event: 23 cards. Ten transactions a step (230 cards, about
 * 25 requests) stay far inside the consumer's 60 s whatever the stage's size, since a larger
 * stage is just more steps. Tests pass smaller numbers to see several steps.
 */
export interface LimitesJob {
  cardsPorTransacao: number;
  transacoesPorPasso: number;
}
export const LIMITES_JOB: LimitesJob = {
  cardsPorTransacao: Math.floor((ESCRITAS_POR_TRANSACAO - 5) / 4),
  transacoesPorPasso: 10,
};

const idEventoDoPasso = (idJob: string, passo: number) => `${idJob}-p${passo}`;

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
): Promise<RespostaJob> {
  const { origem, destino } = await conferirMoverTodos(deps, sessao, d);
  if (origem.listaCamposFormulario.length) {
    const erros = errosDeMovimentacao(origem, await todasDaEtapa(deps, sessao.sigla, origem.id));
    if (erros.length) throw erroInstancia.errosMovimentacao(erros);
  }
  const agora = deps.clock().toISOString();
  const job: JobArmazenado = {
    id: deps.newId(),
    tipo: 'moverEtapa',
    status: 'pendente',
    idFluxo: origem.idFluxo,
    idEtapaOrigem: origem.id,
    idEtapaDestino: destino.id,
    total: origem.totalCardsPresentes,
    feito: 0,
    recusados: [],
    totalRecusados: 0,
    motivoFalha: null,
    criadoEm: agora,
    atualizadoEm: agora,
    usuarioId: sessao.usuarioId,
    emailAutor: sessao.email,
    passo: 0,
    lote: 0,
    cursor: null,
  };
  await transact(deps, [
    inserirJobItem(deps, sessao.sigla, job),
    outboxPut(deps, { tipo: 'jobContinuar', detalhe: { sigla: sessao.sigla, idJob: job.id, passo: 0 } }, idEventoDoPasso(job.id, 0)),
  ]);
  return { mensagem: mensagensCard.movimentacaoIniciada, Job: paraJob(job) };
}

type Recusado = JobArmazenado['recusados'][number];
/** A step needs the table, the clock and ids only. */
type DepsJob = Pick<AppDeps, 'db' | 'tableName' | 'clock' | 'newId'>;

/**
 * The `jobs` consumer (jobContinuar): one bounded step of a bulk move. Each transaction moves a
 * batch of cards together with their counters, history lines and events AND the job's mark
 * (conditioned on the job's passo and lote), so a card is moved exactly once and the job's
 * counts are exact, however often a step is delivered or wherever it died. The step's last
 * transaction also writes the progress event and, while cards are left, the next step's event.
 */
export async function executarPassoDoJob(
  deps: DepsJob,
  detalhe: DetalheEvento<'jobContinuar'>,
  limites: LimitesJob = LIMITES_JOB,
): Promise<void> {
  const { sigla, passo } = detalhe;
  let job = await buscarJob(deps, sigla, detalhe.idJob);
  if (!job || job.passo !== passo || job.status === 'concluido' || job.status === 'falhou') return;
  const [origem, destino] = await Promise.all([
    buscarEtapa(deps, sigla, job.idFluxo, job.idEtapaOrigem),
    buscarEtapa(deps, sigla, job.idFluxo, job.idEtapaDestino),
  ]);
  if (!origem || !destino) {
    await transact(deps, marcar(deps, sigla, job, { fim: true, cursor: job.cursor, movidos: 0, recusados: [], falha: mensagensCard.jobEtapaExcluida }));
    return;
  }
  const autor: Autor = { sigla, email: job.emailAutor };
  for (let t = 0; t < limites.transacoesPorPasso; t++) {
    const pagina = await cardsDaEtapaDepoisDe(deps, sigla, origem.id, job.cursor, limites.cardsPorTransacao);
    const fim = pagina.length < limites.cardsPorTransacao;
    const ultimaDoPasso = fim || t === limites.transacoesPorPasso - 1;
    const cursor = pagina.at(-1)?.chave ?? job.cursor;
    let cards = pagina.map((p) => p.card);
    let foraDaEtapa: Recusado[] = [];
    for (let tentativa = 0; ; tentativa++) {
      const bloqueados = errosDeMovimentacao(origem, cards);
      const moviveis = cards.filter((c) => !bloqueados.some((b) => b.idInstancia === c.id));
      const recusados: Recusado[] = [
        ...foraDaEtapa,
        ...bloqueados.map((b) => ({ idInstancia: b.idInstancia, descricao: b.descricao, motivo: mensagensCard.recusadoPeloFormulario, erros: b.erros })),
      ];
      const itens = [
        ...(await itensDoLote(deps, autor, origem, destino, moviveis)),
        ...marcar(deps, sigla, job, { fim, ultimaDoPasso, cursor, movidos: moviveis.length, recusados }),
      ];
      if (await transact(deps, itens)) {
        job = avancado(job, { fim, ultimaDoPasso, cursor, movidos: moviveis.length, recusados }, deps.clock());
        break;
      }
      // Either another run of this step wrote first (it carries the job on: stop here), or a
      // card left the source stage meanwhile: re-read the batch and leave such cards out.
      const relido = await buscarJob(deps, sigla, job.id);
      if (!relido || relido.passo !== job.passo || relido.lote !== job.lote) return;
      if (tentativa > 0) throw new Error(`Lote do job ${job.id} recusado duas vezes`);
      const atuais = await buscarInstancias(deps, sigla, cards.map((c) => c.id));
      const naEtapa = (c: InstanciaArmazenada) => atuais.find((a) => a.id === c.id && a.idEtapa === origem.id);
      foraDaEtapa = cards
        .filter((c) => !naEtapa(c))
        .map((c) => ({ idInstancia: c.id, descricao: c.descricao, motivo: mensagensCard.recusadoForaDaEtapa }));
      cards = cards.flatMap((c) => naEtapa(c) ?? []);
    }
    if (ultimaDoPasso) return;
  }
}

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
      moverInstanciaItem(deps, autor.sigla, c, { idFluxo: c.idFluxo, idEtapa: destino.id, ordemChave: chaves[j]! }, agora),
      ...itensDoMovimentoSemContadores(deps, autor, c, destino, agora),
    ]),
  ];
}

interface Marca {
  fim: boolean;
  ultimaDoPasso?: boolean;
  cursor: string | null;
  movidos: number;
  recusados: Recusado[];
  falha?: string;
}

function avanco(job: JobArmazenado, m: Marca, agora: Date): AvancoDoJob {
  const encerra = m.fim || m.ultimaDoPasso;
  return {
    status: m.falha ? 'falhou' : m.fim ? 'concluido' : 'executando',
    passo: encerra ? job.passo + 1 : job.passo,
    cursor: m.cursor,
    feito: job.feito + m.movidos,
    recusadosNovos: m.recusados.slice(0, Math.max(0, RECUSADOS_GUARDADOS - job.recusados.length)),
    totalRecusados: job.totalRecusados + m.recusados.length,
    motivoFalha: m.falha ?? null,
    atualizadoEm: agora.toISOString(),
  };
}

const avancado = (job: JobArmazenado, m: Marca, agora: Date): JobArmazenado => {
  const a = avanco(job, m, agora);
  return { ...job, ...a, lote: job.lote + 1, recusados: [...job.recusados, ...a.recusadosNovos] };
};

/** The job's mark; at the end of a step, the progress event and (unless done) the next step's event. */
function marcar(deps: DepsJob, sigla: string, job: JobArmazenado, m: Marca): TransactItem[] {
  const a = avanco(job, m, deps.clock());
  const itens = [avancarJobItem(deps, sigla, job, a)];
  if (!m.fim && !m.ultimaDoPasso) return itens;
  itens.push(
    outboxPut(deps, {
      tipo: 'jobAtualizado',
      detalhe: {
        sigla,
        idJob: job.id,
        usuarioId: job.usuarioId,
        idFluxo: job.idFluxo,
        alteradoPor: job.emailAutor,
        status: a.status,
        total: job.total,
        feito: a.feito,
        totalRecusados: a.totalRecusados,
      },
    }),
  );
  if (!m.fim) {
    itens.push(outboxPut(deps, { tipo: 'jobContinuar', detalhe: { sigla, idJob: job.id, passo: a.passo } }, idEventoDoPasso(job.id, a.passo)));
  }
  return itens;
}
