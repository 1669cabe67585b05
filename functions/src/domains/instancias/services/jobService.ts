import type { RespostaJob } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarFluxo } from '../../../data/repositories/fluxoRepository';
import { buscarJob } from '../../../data/repositories/jobRepository';
import { paraJob } from '../entities/job';
import { erroInstancia } from '../erros';

/**
 * A bulk job, read in the session's tenant, shown to the person who started it or to the
 * flow's owner (its administrator); anyone else gets the same 404 as for a job that does not
 * exist, so ids reveal nothing.
 */
export async function buscarJobDoUsuario(deps: AppDeps, sessao: Sessao, idJob: string): Promise<RespostaJob> {
  const job = await buscarJob(deps, sessao.sigla, idJob);
  if (!job) throw erroInstancia.jobNaoEncontrado();
  if (job.usuarioId !== sessao.usuarioId) {
    const fluxo = await buscarFluxo(deps, sessao.sigla, job.idFluxo);
    if (fluxo?.donoId !== sessao.usuarioId) throw erroInstancia.jobNaoEncontrado();
  }
  return { Job: paraJob(job) };
}
