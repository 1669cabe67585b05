import { celulaCsv } from '@wf/shared/csv/celulaCsv';
import type { ColunaRelatorio } from './colunasRelatorio';

/** What this module needs of papaparse (loaded on the first download, not with the page). */
export interface Unparser {
  unparse: (dados: { fields: string[]; data: string[][] }, opcoes: { delimiter: string; newline: string }) => string;
}

/** Byte order mark: Excel opens a UTF-8 CSV with the accents right only when the file starts with it. */
export const BOM = '\uFEFF';

/**
 * A report as CSV text: the columns' headers, then one line per row with the values as the table
 * shows them; `;` between fields (Excel's separator in pt-BR) and CRLF lines, BOM first. Each cell
 * goes through celulaCsv: a card's title starting with = + - @ is quoted so no spreadsheet runs it.
 */
export function textoCsv<L>(papa: Unparser, colunas: ColunaRelatorio<L>[], linhas: L[]): string {
  return (
    BOM +
    papa.unparse(
      {
        fields: colunas.map((c) => celulaCsv(c.titulo)),
        data: linhas.map((l) => colunas.map((c) => celulaCsv(c.texto(l)))),
      },
      { delimiter: ';', newline: '\r\n' },
    )
  );
}
