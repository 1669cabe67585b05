import { consumerLambda } from '../app/events/consumerLambda';
import { aplicarRegraProposta } from '../domains/ia/services/aplicacaoRegraService';

/**
 * iaRegraProposta: a rule the AI proposed, saved by the rules service as its author (its own
 * function: the model's SDK and the rules domain do not fit one 300 KB bundle, and the function
 * that saves rules holds no model key).
 */
export const handler = consumerLambda('ia-regras', async (deps, evento) => {
  if (evento.tipo === 'iaRegraProposta') await aplicarRegraProposta(deps, evento.detalhe);
});
