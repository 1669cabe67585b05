import { consumerLambda } from '../app/events/consumerLambda';
import { projetarPainel } from '../domains/painel/services/projecaoPainelService';

/** Card events become the home's projections: tiles, day counters, feeds (events/rules.ts routes them). */
export const handler = consumerLambda('painel', projetarPainel);
