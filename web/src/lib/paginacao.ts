/** The page sizes of reports and user administration. */
export const TAMANHOS_PAGINA = [5, 10, 20, 50, 100] as const;

/** Default page size by window height: 20 above 992 px, 10 above 768 px, else 5. */
export function tamanhoPaginaPadrao(alturaJanela: number): number {
  if (alturaJanela > 992) return 20;
  if (alturaJanela > 768) return 10;
  return 5;
}
