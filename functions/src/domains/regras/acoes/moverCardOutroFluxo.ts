import { prepararOutroFluxo } from './entreFluxos';
import { definirPreparo } from './tipos';

/** The card to a stage of another flow (same id; its history and labels stay behind). Already in that flow: nothing. */
export const moverCardOutroFluxo = definirPreparo({
  key: 'moverCardOutroFluxo',
  preparar: prepararOutroFluxo,
});
