import { consumerLambda } from '../app/events/consumerLambda';
import { entregarLote } from '../domains/realtime/services/fanoutService';

/** Every domain event to the WebSocket rooms that hear it (domains/realtime/salasDoEvento.ts). */
export const handler = consumerLambda('realtime-fanout', async (deps, evento) => {
  if ((await entregarLote(deps, [evento])).size > 0) throw new Error(`evento ${evento.detalhe.idEvento} não entregue a todas as salas`);
});
