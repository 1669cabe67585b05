/**
 * Cells of every CSV the product writes (the reports' and the data bases' exports), safe to open
 * in a spreadsheet: a text starting with = + - @ tab or CR would be read as a formula there
 * (CSV/formula injection; a card's title may come from the anonymous public form). Such a text
 * gets a leading single quote, OWASP's advice and what papaparse's escapeFormulae does: the
 * spreadsheet shows it as text.
 */

/** The first characters that make a spreadsheet read a cell as a formula (OWASP's list). */
const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;

/**
 * A plain negative number (-5, -5.25, -1.234,56) stays a number in the sheet: it cannot call
 * anything, and quoting it would turn a number column into text. A leading + is quoted: such a
 * value is a phone (+55 11 ...) that the sheet would otherwise turn into a number or an error.
 */
const NUMERO_NEGATIVO = /^-\d+(?:[.,]\d+)*$/;

/** Quotes and then a formula character: what our quoting writes, or a value that looks like it. */
const CITADA = /^'+[=+\-@\t\r]/;

/**
 * A text as a safe cell: quoted with ' when a spreadsheet would run it as a formula. A text that
 * already looks quoted ('=x) is quoted again, so the import's undoing gives any text back as it was.
 */
export function neutralizarFormula(texto: string): string {
  return (INICIO_DE_FORMULA.test(texto) && !NUMERO_NEGATIVO.test(texto)) || CITADA.test(texto) ? `'${texto}` : texto;
}

/** Any value as the text of a safe cell: null and undefined are empty. */
export function celulaCsv(valor: unknown): string {
  return valor === null || valor === undefined ? '' : neutralizarFormula(String(valor));
}

/**
 * The other way, for the data bases' CSV import: a cell our export quoted comes back as it was
 * stored ('=SOMA(1) -> =SOMA(1)), so export then import round-trips. Only a quote before a
 * formula character is dropped; any other leading quote is the value's own.
 */
export function desfazerNeutralizacao(texto: string): string {
  return CITADA.test(texto) ? texto.slice(1) : texto;
}
