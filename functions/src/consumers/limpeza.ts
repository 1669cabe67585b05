import { consumerLambda } from '../app/events/consumerLambda';
import { limparBaseDados } from '../domains/basesDados/services/limpezaBaseDadosService';
import { limparColunasRemovidas } from '../domains/basesDados/services/limpezaColunasService';
import { limparFluxo } from '../domains/fluxos/services/limpezaFluxoService';
import { limpezaDoPainel } from '../domains/painel/services/limpezaPainelDoFluxo';
import { limparRegraExcluida } from '../domains/regras/services/limpezaRegraService';

/**
 * fluxoExcluido and limpezaFluxoContinuar: removes what is left of a deleted flow (its rules with
 * their executions, its cards with their sub-elements and S3 objects, its activity log, and the
 * rest of its items if the deleting request died half-way); limpezaRegraContinuar: the execution
 * records of a deleted rule; limpezaBaseDadosContinuar: a data base's discarded records;
 * limpezaColunasBaseDados: removed columns' values and words in a base's records. One bounded step per event. Idempotent.
 */
export const handler = consumerLambda('limpeza', (deps, evento) => {
  if (evento.tipo === 'limpezaRegraContinuar') return limparRegraExcluida(deps, evento);
  if (evento.tipo === 'limpezaBaseDadosContinuar') return limparBaseDados(deps, evento);
  if (evento.tipo === 'limpezaColunasBaseDados') return limparColunasRemovidas(deps, evento);
  return limparFluxo(deps, evento, limpezaDoPainel);
});
