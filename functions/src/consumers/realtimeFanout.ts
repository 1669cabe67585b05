import { consumerLambda } from '../app/events/consumerLambda';
import { entregarEvento } from '../domains/realtime/services/fanoutService';

/** Every domain event to the WebSocket rooms that hear it (domains/realtime/salasDoEvento.ts). */
export const handler = consumerLambda('realtime-fanout', entregarEvento);
