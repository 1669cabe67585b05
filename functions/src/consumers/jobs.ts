import { consumerLambda } from '../app/events/consumerLambda';
import { executarPassoDoJob } from '../domains/instancias/services/jobMoverEtapaService';

/**
 * jobContinuar: one bounded step of a bulk job (today the move of every card of a stage), which
 * writes the next step's event while work is left. Idempotent: every write is conditioned on
 * the job's state, so a repeated step moves nothing twice.
 */
export const handler = consumerLambda('jobs', async (deps, evento) => {
  if (evento.tipo === 'jobContinuar') await executarPassoDoJob(deps, evento.detalhe);
});
