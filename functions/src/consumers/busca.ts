import { consumerLambda } from '../app/events/consumerLambda';
import { atualizarIndiceBusca } from '../domains/instancias/services/indiceBuscaService';

/** Card events keep the card search index (events/rules.ts routes them). */
export const handler = consumerLambda('busca', atualizarIndiceBusca);
