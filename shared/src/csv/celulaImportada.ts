import { LIMITES_BASE_DADOS } from '../constants/baseDados';
import { tiposCampo } from '../constants/fluxos';
import { campoFormularioSchema, type CampoFormulario } from '../schemas/campoFormulario';
import type { ColunaBaseDados } from '../schemas/baseDados';
import { validarValorCampo, type ResultadoValor } from '../validation/formularioCard';

/**
 * The check of one cell by its column's type, the same the card form applies to a field
 * (validarValorCampo), after two readings spreadsheets need: a date as dd/mm/aaaa becomes
 * aaaa-mm-dd, and a number written the Brazilian way ("1.234,5") becomes a number.
 * Currency is normalised to two decimals by validarValorCampo itself.
 */

/** The field settings of a column, built once per column (not per cell: imports check 100,000 rows). */
export function campoDaColuna(coluna: ColunaBaseDados): CampoFormulario {
  return campoFormularioSchema.parse({ id: coluna.id, keyCampo: coluna.keyCampo, titulo: coluna.titulo });
}

const DATA_BR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** "5/3/2024" or "05/03/2024" -> "2024-03-05"; anything else unchanged (validarValorCampo decides). */
export function normalizarData(texto: string): string {
  const m = DATA_BR.exec(texto.trim());
  if (!m) return texto.trim();
  return `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}

/** "1.234,5" -> "1234.5", "12,5" -> "12.5", "1234.5" unchanged: the comma is the decimal mark when present. */
export function normalizarNumero(texto: string): string {
  const t = texto.trim().replace(/\s/g, '');
  return t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
}

/** One cell of a column: refused with its message, or accepted normalised (empty -> null). */
export function validarCelula(campo: CampoFormulario, valor: unknown): ResultadoValor {
  let entrada = valor;
  if (typeof valor === 'string') {
    if (valor.trim().length > LIMITES_BASE_DADOS.valorCaracteres) {
      return { ok: false, erro: `Informe no máximo ${LIMITES_BASE_DADOS.valorCaracteres} caracteres` };
    }
    if (campo.keyCampo === 'data') entrada = normalizarData(valor);
    else if (campo.keyCampo === 'number') entrada = normalizarNumero(valor);
  }
  return validarValorCampo(campo, entrada);
}

/** The pt-BR name of a column type ("CNPJ", "E-mail"...), as the invalid rows list shows it. */
export const nomeDoTipo = (keyCampo: ColunaBaseDados['keyCampo']): string => tiposCampo[keyCampo];
