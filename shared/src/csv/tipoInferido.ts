import type { TipoColunaBaseDados } from '../constants/baseDados';
import { campoDaColuna, validarCelula } from './celulaImportada';

/**
 * The column type a sample of a CSV column suggests, shown for confirmation before the base's
 * columns are created: the most specific type every non-empty cell of the sample passes, with
 * the same check the import will apply (validarCelula), so a suggested type never refuses its
 * own sample. Documents and e-mails come before numbers (a CPF is also a number); currency needs
 * a visible mark (R$ or two decimals after a comma), otherwise a numeric column is a number.
 */
const ORDEM: readonly TipoColunaBaseDados[] = ['email', 'cnpj', 'cpf', 'numeroTelefone', 'data', 'moeda', 'number'];

const PARECE_MOEDA = /^\s*-?\s*(R\$\s*)?-?[\d.]*\d,\d{2}\s*$|R\$/;
/** Longer than this in the sample: long text. */
const TEXTO_CURTO_MAXIMO = 200;

const campos = new Map(
  ORDEM.map((tipo) => [tipo, campoDaColuna({ id: 'amostra', titulo: 'Amostra', keyCampo: tipo })]),
);

export function inferirTipoColuna(amostra: readonly string[]): TipoColunaBaseDados {
  const valores = amostra.map((v) => v.trim()).filter(Boolean);
  if (!valores.length) return 'textoCurto';
  for (const tipo of ORDEM) {
    if (tipo === 'moeda' && !valores.every((v) => PARECE_MOEDA.test(v))) continue;
    const campo = campos.get(tipo)!;
    if (valores.every((v) => validarCelula(campo, v).ok)) return tipo;
  }
  return valores.some((v) => v.length > TEXTO_CURTO_MAXIMO) ? 'textoLongo' : 'textoCurto';
}

/** The suggested type of each column of a sample of rows (column i of every row). */
export function inferirTiposDasColunas(linhas: readonly (readonly string[])[], colunas: number): TipoColunaBaseDados[] {
  return Array.from({ length: colunas }, (_, i) => inferirTipoColuna(linhas.map((l) => l[i] ?? '')));
}
