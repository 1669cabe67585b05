import { consumerLambda } from '../app/events/consumerLambda';
import { executarRegrasDoEvento } from '../domains/regras/services/motorRegras';

/** The rules engine: the nine rule events run the flow's active rules (events/rules.ts routes them). */
export const handler = consumerLambda('regras', executarRegrasDoEvento);
