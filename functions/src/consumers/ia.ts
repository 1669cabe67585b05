import { consumerLambda } from '../app/events/consumerLambda';
import { processarTarefa } from '../domains/ia/services/execucaoService';
import { observabilidadeDaFuncao } from '../kernel/observabilidade';

const { metricas } = observabilidadeDaFuncao('ia');

/**
 * iaTarefaSolicitada: the model called outside the request (no API Gateway 29 s limit), once per
 * task (a conditional claim on the task item), the result and usage written with the task's event.
 */
export const handler = consumerLambda('ia', async (deps, evento) => {
  if (evento.tipo !== 'iaTarefaSolicitada') return;
  await processarTarefa(deps, evento.detalhe, metricas);
  metricas.publishStoredMetrics();
});
