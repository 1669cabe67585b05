/**
 * The tabs of the flow screen, driven by the `tab` query parameter: the board
 * (kanban, with its list view) is the default; a missing or unknown value is replaced by it in
 * the URL.
 */
export const ABAS_FLUXO = ['kanban', 'flow', 'metricas'] as const;
export type AbaFluxo = (typeof ABAS_FLUXO)[number];

export const ABA_FLUXO_PADRAO: AbaFluxo = 'kanban';

export const ROTULOS_ABAS_FLUXO: Record<AbaFluxo, string> = { kanban: 'Quadro', flow: 'Fluxo', metricas: 'Métricas' };

export const lerAbaFluxo = (valor: string | null): AbaFluxo =>
  (ABAS_FLUXO as readonly string[]).includes(valor ?? '') ? (valor as AbaFluxo) : ABA_FLUXO_PADRAO;

/** The query string with `tab` set, every other parameter (card, customer...) kept. */
export function comAba(search: string, aba: AbaFluxo): URLSearchParams {
  const parametros = new URLSearchParams(search);
  parametros.set('tab', aba);
  return parametros;
}
