import { consumerLambda } from '../app/events/consumerLambda';
import { projetarPainel } from '../domains/painel/services/projecaoPainelService';

/**
 * Card events become the home's projections: tiles, day counters, feeds (events/rules.ts routes
 * them). Idempotent by construction (projecaoPainelService.ts): the card is re-projected from its
 * state, a count is marked by its event in the same transaction, a feed line is keyed by its event.
 */
export const handler = consumerLambda('painel', projetarPainel, { idempotentePorConstrucao: true });
