/** idUsuarioDestino of the flow's public channel (a constant without zod, for the SPA's entry). */
export const CANAL_PUBLICO = '0';
