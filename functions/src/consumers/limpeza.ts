import { consumerLambda } from '../app/events/consumerLambda';
import { limparFluxo } from '../domains/fluxos/services/limpezaFluxoService';

/**
 * fluxoExcluido and limpezaFluxoContinuar: removes what is left of a deleted flow (its cards with
 * their sub-elements and S3 objects, its activity log, and the rest of its items if the deleting
 * request died half-way), one bounded step per event. Idempotent.
 */
export const handler = consumerLambda('limpeza', (deps, evento) => limparFluxo(deps, evento));
