import { consumerLambda } from '../app/events/consumerLambda';
import {
  construirIndiceCompacto,
  executarPassoImportacao,
  indexarPassoImportacao,
} from '../domains/basesDados/services/importacaoJobService';
import { executarPassoDeJob } from '../domains/instancias/services/jobEstrategias';

/**
 * importacaoContinuar, importacaoIndexar and importacaoIndiceCompacto: one bounded step of a data
 * base import (its rows, then their search index row by row or packed; importacaoJobService.ts).
 * jobContinuar: one bounded step of a bulk job (move every card of a stage, sort a stage, copy
 * or move a stage's cards to another flow; the job item's `tipo` picks the kind), which writes
 * the next step's event while work is left. Idempotent: every write is conditioned on the job's
 * state, so a repeated step writes nothing twice.
 */
export const handler = consumerLambda('jobs', async (deps, evento) => {
  if (evento.tipo === 'jobContinuar') await executarPassoDeJob(deps, evento.detalhe);
  else if (evento.tipo === 'importacaoContinuar') await executarPassoImportacao(deps, evento.detalhe);
  else if (evento.tipo === 'importacaoIndexar') await indexarPassoImportacao(deps, evento.detalhe);
  else if (evento.tipo === 'importacaoIndiceCompacto') await construirIndiceCompacto(deps, evento.detalhe);
});
