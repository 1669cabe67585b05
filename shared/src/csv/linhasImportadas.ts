import { desfazerNeutralizacao } from './celulaCsv';
import type { ColunaBaseDados, ValoresRegistro } from '../schemas/baseDados';
import type { CampoFormulario } from '../schemas/campoFormulario';
import { campoDaColuna, nomeDoTipo, validarCelula } from './celulaImportada';

/**
 * CSV rows -> records of a data base: the pure part of the import, run by the server's import
 * job (and the browser's preview), so a cell is checked exactly as the card form checks it.
 * A mapping says which CSV column (by index) fills which data base column; a row with any
 * invalid mapped cell is skipped whole and reported (line, field, type, value).
 */

/** CSV column index -> data base column id (unmapped CSV columns are left out). */
export type Mapeamento = Record<number, string>;

export interface LinhaInvalida {
  /** Line of the file, 1-based, the header line counted when there is one. */
  linha: number;
  campo: string;
  tipo: string;
  valor: string;
  /** Why the cell was refused (validarValorCampo's message). */
  mensagem: string;
}

export type ResultadoLinha = { ok: true; valores: ValoresRegistro } | { ok: false; invalida: LinhaInvalida };

interface ColunaMapeada {
  indice: number;
  chave: string;
  coluna: ColunaBaseDados;
  campo: CampoFormulario;
}

/** Prepares the mapped columns once; converter(linhaCsv, numeroDaLinha) then reads each row. */
export function conversorDeLinhas(colunas: readonly ColunaBaseDados[], mapeamento: Mapeamento) {
  const porId = new Map(colunas.map((c) => [c.id, c]));
  const mapeadas: ColunaMapeada[] = [];
  for (const [indice, idColuna] of Object.entries(mapeamento)) {
    const coluna = porId.get(idColuna);
    if (!coluna) continue;
    mapeadas.push({
      indice: Number(indice),
      chave: coluna.dataIndex ?? coluna.id,
      coluna,
      campo: campoDaColuna(coluna),
    });
  }
  return (linhaCsv: readonly string[], numeroDaLinha: number): ResultadoLinha => {
    const valores: ValoresRegistro = {};
    for (const m of mapeadas) {
      // A cell our export quoted ('=x) is read back as it was stored (=x).
      const bruto = desfazerNeutralizacao(linhaCsv[m.indice] ?? '');
      const resultado = validarCelula(m.campo, bruto);
      if (!resultado.ok) {
        return {
          ok: false,
          invalida: {
            linha: numeroDaLinha,
            campo: m.coluna.titulo,
            tipo: nomeDoTipo(m.coluna.keyCampo),
            valor: bruto,
            mensagem: resultado.erro,
          },
        };
      }
      valores[m.chave] = resultado.valor as ValoresRegistro[string];
    }
    return { ok: true, valores };
  };
}

/** A line of a spreadsheet with nothing in it (papaparse's skipEmptyLines misses ";;;" lines). */
export const linhaVazia = (linha: readonly string[]): boolean => linha.every((c) => c.trim() === '');

/** The CSV's column names: its header, or "Coluna 1", "Coluna 2"... when the file has none. */
export function nomesDasColunasCsv(primeiraLinha: readonly string[], temCabecalho: boolean): string[] {
  return primeiraLinha.map((bruto, i) => {
    const nome = desfazerNeutralizacao(bruto.trim());
    return temCabecalho && nome ? nome : `Coluna ${i + 1}`;
  });
}

/** Maps CSV columns to data base columns of the same title (case and accents ignored). */
export function mapeamentoPorTitulo(nomesCsv: readonly string[], colunas: readonly ColunaBaseDados[]): Mapeamento {
  const chave = (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLowerCase();
  const porTitulo = new Map(colunas.map((c) => [chave(c.titulo), c.id]));
  const mapeamento: Mapeamento = {};
  nomesCsv.forEach((nome, i) => {
    const id = porTitulo.get(chave(nome));
    if (id) mapeamento[i] = id;
  });
  return mapeamento;
}
