import { prepararOutroFluxo } from './entreFluxos';
import { definirPreparo } from './tipos';

/** A copy of the card in a stage of another flow; its id comes from the action's run (copied once). */
export const copiarCardOutroFluxo = definirPreparo({
  key: 'copiarCardOutroFluxo',
  preparar: prepararOutroFluxo,
});
