import { mensagensCard } from '@wf/shared/constants/cards';
import type { DetalheEvento } from '@wf/shared/events';
import type { RespostaJob } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { avancarJobItem, buscarJob, inserirJobItem, type AvancoDoJob } from '../../../data/repositories/jobRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { transact, type TransactItem } from '../../../data/transact';
import { novoJob, paraJob, RECUSADOS_GUARDADOS, type InicioDoJob, type JobArmazenado } from '../entities/job';

/** A step needs the table, the clock and ids only. */
export type DepsJob = Pick<AppDeps, 'db' | 'tableName' | 'clock' | 'newId'>;
export type Recusado = JobArmazenado['recusados'][number];

/**
 * How much one step does: `itensPorLote` cards (or snapshot entries) per transaction, each
 * transaction carrying the job's mark, and `transacoesPorPasso` transactions a step. Each kind
 * has its own (a transaction's size depends on what it writes per card); tests pass smaller ones.
 */
export interface LimitesJob {
  cardsPorTransacao: number;
  transacoesPorPasso: number;
}

/** One batch of a kind: what to write with the job's mark, and how the job stands after it. */
export interface LoteJob {
  itens: TransactItem[];
  feitos: number;
  recusados: Recusado[];
  cursor: string | null;
  /** The job ends with this batch (its last transaction). */
  fim: boolean;
  /** The kind's own state written with the mark. */
  estado?: AvancoDoJob['estado'];
  /** Written only when this batch ends the job (e.g. the sort's cardsReordenados). */
  itensNoFim?: TransactItem[];
}

/**
 * A kind of bulk job: how to read its context once a step and how to build one batch. The
 * chain (passo, lote, retries, progress and next-step events) is the same for every kind and
 * lives in executarPassoDoJob. `reler` is true when the previous attempt of this batch was
 * refused although the job had not moved on: a card changed meanwhile, so the batch must be
 * built again from consistent reads.
 */
export interface EstrategiaJob<C> {
  contexto(deps: DepsJob, sigla: string, job: JobArmazenado): Promise<C | { falha: string }>;
  lote(deps: DepsJob, sigla: string, job: JobArmazenado, ctx: C, limites: LimitesJob, reler: boolean): Promise<LoteJob>;
  limites: LimitesJob;
}

export const idEventoDoPasso = (idJob: string, passo: number) => `${idJob}-p${passo}`;

/** The first step's event of a new job, written with the job item. */
export const primeiroPassoItem = (deps: Pick<AppDeps, 'tableName' | 'newId' | 'clock'>, sigla: string, idJob: string) =>
  outboxPut(deps, { tipo: 'jobContinuar', detalhe: { sigla, idJob, passo: 0 } }, idEventoDoPasso(idJob, 0));

/**
 * Writes a new job and its first step's event together (the job runs even if this process dies
 * right after); the job as it starts.
 */
export async function criarJob(
  deps: Pick<AppDeps, 'db' | 'tableName' | 'newId' | 'clock'>,
  sessao: Sessao,
  inicio: InicioDoJob,
): Promise<RespostaJob['Job']> {
  const job = novoJob(inicio, {
    id: deps.newId(),
    agora: deps.clock().toISOString(),
    usuarioId: sessao.usuarioId,
    emailAutor: sessao.email,
  });
  await transact(deps, [inserirJobItem(deps, sessao.sigla, job), primeiroPassoItem(deps, sessao.sigla, job.id)]);
  return paraJob(job);
}

/**
 * The `jobs` consumer (jobContinuar): one bounded step of a bulk job of any kind. Each
 * transaction writes a batch together with the job's mark (conditioned on the job's passo and
 * lote), so a batch is written exactly once and the job's counts are exact, however often a
 * step is delivered or wherever it died. The step's last transaction also writes the progress
 * event and, while work is left, the next step's event.
 */
export async function executarPassoDoJob(
  deps: DepsJob,
  detalhe: DetalheEvento<'jobContinuar'>,
  estrategias: { [T in JobArmazenado['tipo']]: EstrategiaJob<never> },
  limitesDoTeste?: LimitesJob,
): Promise<void> {
  const { sigla, passo } = detalhe;
  let job = await buscarJob(deps, sigla, detalhe.idJob);
  if (!job || job.passo !== passo || job.status === 'concluido' || job.status === 'falhou') return;
  const estrategia = estrategias[job.tipo] as unknown as EstrategiaJob<unknown>;
  const limites = limitesDoTeste ?? estrategia.limites;
  const ctx = await estrategia.contexto(deps, sigla, job);
  if (ctx && typeof ctx === 'object' && 'falha' in ctx) {
    const falha = { itens: [], feitos: 0, recusados: [], cursor: job.cursor, fim: true };
    await transact(deps, marcar(deps, sigla, job, falha, true, String(ctx.falha)));
    return;
  }
  for (let t = 0; t < limites.transacoesPorPasso; t++) {
    for (let tentativa = 0; ; tentativa++) {
      const lote = await estrategia.lote(deps, sigla, job, ctx, limites, tentativa > 0);
      const ultimaDoPasso = lote.fim || t === limites.transacoesPorPasso - 1;
      const itens = [
        ...lote.itens,
        ...(lote.fim ? (lote.itensNoFim ?? []) : []),
        ...marcar(deps, sigla, job, lote, ultimaDoPasso),
      ];
      if (await transact(deps, itens)) {
        job = avancado(job, lote, ultimaDoPasso, deps.clock());
        if (ultimaDoPasso) return;
        break;
      }
      // Either another run of this step wrote first (it carries the job on: stop here), or a
      // card changed meanwhile: build the batch again from consistent reads.
      const relido = await buscarJob(deps, sigla, job.id);
      if (!relido || relido.passo !== job.passo || relido.lote !== job.lote) return;
      if (tentativa > 0) throw new Error(`Lote do job ${job.id} recusado duas vezes`);
    }
  }
}

function avanco(job: JobArmazenado, l: LoteJob, ultimaDoPasso: boolean, agora: Date, falha?: string): AvancoDoJob {
  return {
    status: falha ? 'falhou' : l.fim ? 'concluido' : 'executando',
    passo: ultimaDoPasso ? job.passo + 1 : job.passo,
    cursor: l.cursor,
    feito: job.feito + l.feitos,
    recusadosNovos: l.recusados.slice(0, Math.max(0, RECUSADOS_GUARDADOS - job.recusados.length)),
    totalRecusados: job.totalRecusados + l.recusados.length,
    motivoFalha: falha ?? null,
    atualizadoEm: agora.toISOString(),
    ...(l.estado ? { estado: l.estado } : {}),
  };
}

function avancado(job: JobArmazenado, l: LoteJob, ultimaDoPasso: boolean, agora: Date): JobArmazenado {
  const { recusadosNovos, estado, ...a } = avanco(job, l, ultimaDoPasso, agora);
  return { ...job, ...a, ...estado, lote: job.lote + 1, recusados: [...job.recusados, ...recusadosNovos] };
}

/** The job's mark; at the end of a step, the progress event and (unless done) the next step's event. */
function marcar(
  deps: DepsJob,
  sigla: string,
  job: JobArmazenado,
  l: LoteJob,
  ultimaDoPasso: boolean,
  falha?: string,
): TransactItem[] {
  const a = avanco(job, l, ultimaDoPasso, deps.clock(), falha);
  const itens = [avancarJobItem(deps, sigla, job, a)];
  if (!ultimaDoPasso) return itens;
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
  if (!l.fim) {
    itens.push(
      outboxPut(
        deps,
        { tipo: 'jobContinuar', detalhe: { sigla, idJob: job.id, passo: a.passo } },
        idEventoDoPasso(job.id, a.passo),
      ),
    );
  }
  return itens;
}

/** The stage-deleted failure, shared by the kinds. */
export const falhaEtapaExcluida = { falha: mensagensCard.jobEtapaExcluida };
