import { consumerLambda } from '../app/events/consumerLambda';
import { limparFluxoExcluido } from '../domains/fluxos/services/exclusaoFluxoService';

/**
 * fluxoExcluido: removes what is left of the flow (normally only its activity log; also the rest
 * of its items if the deleting request died half-way). Idempotent.
 */
export const handler = consumerLambda('limpeza', async (deps, evento) => {
  if (evento.tipo === 'fluxoExcluido') await limparFluxoExcluido(deps, evento.detalhe.sigla, evento.detalhe.idFluxo);
});
