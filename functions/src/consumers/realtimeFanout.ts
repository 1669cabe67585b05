import { consumerLambdaEmLote } from '../app/events/consumerLambdaEmLote';
import { encerrarConexoesDoLote } from '../domains/realtime/services/encerramentoService';
import { entregarLote } from '../domains/realtime/services/fanoutService';

/**
 * Every domain event to the WebSocket rooms that hear it (domains/realtime/salasDoEvento.ts), in
 * batches. First the sockets of sessions the batch ended are closed (encerramentoService.ts), so
 * the batch's own room events never reach them.
 */
export const handler = consumerLambdaEmLote('realtime-fanout', async (deps, eventos) => {
  const falhas = await encerrarConexoesDoLote(deps, eventos);
  for (const id of await entregarLote(deps, eventos)) falhas.add(id);
  return falhas;
});
