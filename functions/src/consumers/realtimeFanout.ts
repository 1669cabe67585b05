import { consumerLambdaEmLote } from '../app/events/consumerLambdaEmLote';
import { entregarLote } from '../domains/realtime/services/fanoutService';

/** Every domain event to the WebSocket rooms that hear it (domains/realtime/salasDoEvento.ts), in batches. */
export const handler = consumerLambdaEmLote('realtime-fanout', entregarLote);
