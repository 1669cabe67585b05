import { consumerLambda } from '../app/events/consumerLambda';
import { atualizarIndiceBusca } from '../domains/instancias/services/indiceBuscaService';

/**
 * Card events keep the card search index (events/rules.ts routes them). Idempotent by
 * construction: each event re-indexes the card as it is now, conditioned on the index's revision
 * (indiceBuscaService.ts).
 */
export const handler = consumerLambda('busca', atualizarIndiceBusca, { idempotentePorConstrucao: true });
