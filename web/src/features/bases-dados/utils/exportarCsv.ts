import { celulaCsv } from '@wf/shared/csv/celulaCsv';
import type { ColunaBaseDados, RegistroBaseDados } from '@wf/shared/schemas/baseDados';

/**
 * A data base as a CSV file, page after page: each page of records becomes a piece of text and
 * joins a Blob at once, so only one page is ever held as objects (a Blob of a million rows lives
 * in the browser's blob store, not in the page's heap). `;` between fields and CRLF lines, BOM
 * first: Excel in pt-BR opens it with accents and columns right.
 */

/** What this module needs of papaparse (loaded with the export, not with the page). */
export interface Unparser {
  unparse: (
    dados: { fields: string[]; data: string[][] },
    opcoes: { delimiter: string; newline: string; header: boolean },
  ) => string;
}

export interface PaginaRegistros {
  registros: RegistroBaseDados[];
  proximoCursor: string | null;
}

export const BOM = '\uFEFF';
export const TAMANHO_PAGINA_EXPORTACAO = 500;

export async function exportarCsv(
  papa: Unparser,
  colunas: readonly ColunaBaseDados[],
  buscarPagina: (cursor: string | undefined) => Promise<PaginaRegistros>,
  aoProgredir?: (linhas: number) => void,
): Promise<Blob> {
  const opcoes = { delimiter: ';', newline: '\r\n' };
  const titulos = colunas.map((c) => celulaCsv(c.titulo));
  // The header as a row of its own: papaparse ends a header with no data with a line break.
  let arquivo = new Blob([BOM, papa.unparse({ fields: titulos, data: [titulos] }, { ...opcoes, header: false })]);
  let cursor: string | undefined;
  let linhas = 0;
  do {
    const pagina = await buscarPagina(cursor);
    if (pagina.registros.length) {
      const dados = pagina.registros.map((r) => colunas.map((c) => celulaCsv(r.valores[c.dataIndex ?? c.id])));
      const pedaco = papa.unparse({ fields: titulos, data: dados }, { ...opcoes, header: false });
      arquivo = new Blob([arquivo, '\r\n', pedaco], { type: 'text/csv;charset=utf-8' });
      linhas += dados.length;
      aoProgredir?.(linhas);
    }
    cursor = pagina.proximoCursor ?? undefined;
  } while (cursor);
  return new Blob([arquivo], { type: 'text/csv;charset=utf-8' });
}

/** "Fornecedores 2024" -> "fornecedores-2024.csv". */
export function nomeArquivoCsv(descricao: string): string {
  const base = descricao
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'base-de-dados'}.csv`;
}
