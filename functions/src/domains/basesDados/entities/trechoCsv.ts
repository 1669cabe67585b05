import Papa from 'papaparse';

/**
 * One part of an import's CSV, read from a byte offset: the rows it holds whole and the bytes
 * they take, so the next step starts exactly at the following row (the checkpoint is a byte
 * offset, and a row is never read twice or skipped). The part is cut at its last line break; a
 * row whose quoted cell runs past the cut is left for the next part. papaparse does the CSV
 * (quotes, doubled quotes, line breaks inside cells, CRLF), the same library the browser's
 * preview uses.
 */
export interface TrechoCsv {
  linhas: string[][];
  /** Bytes of the part the rows took, from its start (the BOM of the file counted). */
  bytesConsumidos: number;
  delimitador: string;
}

const BOM = '\uFEFF';
const QUEBRA = 0x0a;

/** The delimiter of a file, guessed from its start by papaparse (comma when nothing tells). */
function adivinharDelimitador(texto: string): string {
  const meta = Papa.parse<string[]>(texto.slice(0, 64 * 1024), { preview: 50 }).meta;
  return meta.delimiter || ',';
}

export function lerTrechoCsv(
  bytes: Buffer,
  opcoes: { inicioDoArquivo: boolean; fimDoArquivo: boolean; delimitador?: string | null; maximoLinhas: number },
): TrechoCsv {
  const corte = opcoes.fimDoArquivo ? bytes.length : bytes.lastIndexOf(QUEBRA) + 1;
  let texto = bytes.subarray(0, corte).toString('utf8');
  let bom = 0;
  if (opcoes.inicioDoArquivo && texto.startsWith(BOM)) {
    texto = texto.slice(BOM.length);
    bom = Buffer.byteLength(BOM);
  }
  const delimitador = opcoes.delimitador || adivinharDelimitador(texto);
  const lidas: { linha: string[]; fim: number; aspasAbertas: boolean }[] = [];
  let anterior = 0;
  if (texto) {
    Papa.parse<string[]>(texto, {
      delimiter: delimitador,
      step: (r, parser) => {
        const fim = r.meta.cursor;
        // papaparse ends a text that closes with a line break with an empty row of no bytes.
        if (fim <= anterior) return;
        anterior = fim;
        lidas.push({ linha: r.data, fim, aspasAbertas: r.errors.some((e) => e.code === 'MissingQuotes') });
        if (lidas.length >= opcoes.maximoLinhas) parser.abort();
      },
    });
  }
  // A last row still inside quotes at the cut continues in the next part.
  if (!opcoes.fimDoArquivo && lidas.at(-1)?.aspasAbertas) lidas.pop();
  const ultima = lidas.at(-1);
  return {
    linhas: lidas.map((l) => l.linha),
    bytesConsumidos: ultima ? bom + Buffer.byteLength(texto.slice(0, ultima.fim)) : 0,
    delimitador,
  };
}
