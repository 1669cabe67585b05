import { consumerLambda } from '../app/events/consumerLambda';
import { limparFluxo } from '../domains/fluxos/services/limpezaFluxoService';
import { limparRegraExcluida } from '../domains/regras/services/limpezaRegraService';

/**
 * fluxoExcluido and limpezaFluxoContinuar: removes what is left of a deleted flow (its rules with
 * their executions, its cards with their sub-elements and S3 objects, its activity log, and the
 * rest of its items if the deleting request died half-way); limpezaRegraContinuar: the execution
 * records of a deleted rule. One bounded step per event. Idempotent.
 */
export const handler = consumerLambda('limpeza', (deps, evento) =>
  evento.tipo === 'limpezaRegraContinuar' ? limparRegraExcluida(deps, evento) : limparFluxo(deps, evento),
);
