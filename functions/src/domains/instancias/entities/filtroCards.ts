import type { InstanciaArmazenada } from './instancia';

/** The list filter; every condition is optional and they combine with AND. */
export interface FiltroCards {
  /** Normalised (lower case, no accents). */
  texto?: string;
  semResponsaveis?: boolean;
  atribuidosA?: string;
  semDatas?: boolean;
  /** Due before this day (YYYY-MM-DD). */
  vencidosAntesDe?: string;
  /** Due between these days, inclusive. */
  vencendoEntre?: [string, string];
  etiquetasAlgumaDe?: string[];
}

/**
 * Whether a card read through an index answers the whole filter. An index reads the cards of ONE
 * condition; the others (and the index's own, so that an entry outliving its card never shows a
 * wrong one) are checked here, exactly as the FilterExpression of the flow's card index does.
 */
export function atendeAoFiltro(c: InstanciaArmazenada, idFluxo: string, f: FiltroCards): boolean {
  if (c.idFluxo !== idFluxo) return false;
  if (f.texto && !c.textoBusca.includes(f.texto)) return false;
  if (f.semResponsaveis && c.responsaveis.length > 0) return false;
  if (f.atribuidosA && !c.responsaveis.includes(f.atribuidosA)) return false;
  if (f.semDatas && c.dataVencimento) return false;
  if (f.vencidosAntesDe && !(c.dataVencimento && c.dataVencimento < f.vencidosAntesDe)) return false;
  if (f.vencendoEntre) {
    const [de, ate] = f.vencendoEntre;
    if (!(c.dataVencimento && c.dataVencimento >= de && c.dataVencimento <= ate)) return false;
  }
  if (f.etiquetasAlgumaDe?.length && !f.etiquetasAlgumaDe.some((id) => c.etiquetas.includes(id))) return false;
  return true;
}
