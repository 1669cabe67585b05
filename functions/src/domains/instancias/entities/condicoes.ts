import { OPERADORES, type OperacaoLogica, type TipoDado } from '@wf/shared/constants/regras';
import type { CondicaoRegra, JsonRegras, OperandoCondicao } from '@wf/shared/schemas/regra';

/**
 * The conditions of a rule, evaluated on the values of a card's variables. Pure: the engine,
 * `executar-condicoes` and `simular` share it. Values are compared by the first operand's data
 * type: A (text: trimmed, case-insensitive), D (a day: DD/MM/YYYY or ISO, time ignored), N (a
 * number: comma or dot decimals, the other sign as thousands). A value that does not read as
 * its type satisfies no comparison (only `diferente`, which then compares the texts).
 */

export type Valores = Readonly<Record<string, string | null | undefined>>;

const VARIAVEL_ENTRE_CHAVES = /^\{\{\s*([\w.]+)\s*\}\}$/;

/**
 * An operand's value: a variable of the card when its nomeInterno names one (also written as
 * `{{nome}}`), otherwise the typed-in value itself.
 */
export function valorDoOperando(o: OperandoCondicao | null | undefined, valores: Valores): string | null {
  if (!o) return null;
  const nome = o.nomeInterno.trim();
  const entreChaves = VARIAVEL_ENTRE_CHAVES.exec(nome)?.[1];
  if (entreChaves !== undefined) return valores[entreChaves] ?? null;
  if (Object.hasOwn(valores, nome)) return valores[nome] ?? null;
  return o.nomeInterno;
}

/** A day from DD/MM/YYYY (optionally with a time) or an ISO date/date-time; null otherwise. */
export function dataDoTexto(texto: string): Date | null {
  const t = texto.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/.exec(t);
  const [ano, mes, dia] = br ? [+br[3], +br[2], +br[1]] : iso ? [+iso[1], +iso[2], +iso[3]] : [NaN, NaN, NaN];
  if (Number.isNaN(ano)) return null;
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  return d.getUTCFullYear() === ano && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia ? d : null;
}

/**
 * A number written with comma or dot decimals ("5.000,50", "5000.5", "1,234.56"); null otherwise.
 * With both signs the last one is the decimal; a lone dot before exactly three digits after 1 to 3
 * digits ("5.000") is a pt-BR thousands sign.
 */
export function numeroDoTexto(texto: string): number | null {
  let t = texto.trim().replace(/\s/g, '');
  if (!/^[+-]?[\d.,]*\d[\d.,]*$/.test(t)) return null;
  const virgula = t.lastIndexOf(',');
  const ponto = t.lastIndexOf('.');
  if (virgula >= 0 && ponto >= 0) {
    t = virgula > ponto ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  } else if (virgula >= 0) {
    if (t.indexOf(',') !== virgula) return null;
    t = t.replace(',', '.');
  } else if (ponto >= 0 && (t.indexOf('.') !== ponto || /^[+-]?[1-9]\d{0,2}\.\d{3}$/.test(t))) {
    t = t.replace(/\./g, ''); // "1.234.567", "5.000": dots as thousands (pt-BR); "5000.5", "0.125": decimals
  }
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** The value in a comparable form for its type, or null when it does not read as that type. */
function comparavel(valor: string, tipo: TipoDado): string | number | null {
  if (tipo === 'N') return numeroDoTexto(valor);
  if (tipo === 'D') return dataDoTexto(valor)?.getTime() ?? null;
  return valor.trim().toLocaleLowerCase('pt-BR');
}

const vazio = (v: string | null) => v === null || v.trim() === '';

/** Whether one condition holds for these operand values. */
export function avaliarCondicao(
  operador: keyof typeof OPERADORES,
  tipo: TipoDado,
  um: string | null,
  dois: string | null,
): boolean {
  if (operador === 'preenchido') return !vazio(um);
  if (operador === 'vazio') return vazio(um);
  const a = um === null ? null : comparavel(um, tipo);
  const b = dois === null ? null : comparavel(dois, tipo);
  if (operador === 'diferente') {
    if (a === null || b === null) return (um ?? '').trim() !== (dois ?? '').trim();
    return a !== b;
  }
  if (a === null || b === null) return false;
  switch (operador) {
    case 'igual':
      return a === b;
    case 'contem':
      return String(a).includes(String(b));
    case 'naoContem':
      return !String(a).includes(String(b));
    case 'maior':
      return a > b;
    case 'maiorIgual':
      return a >= b;
    case 'menor':
      return a < b;
    case 'menorIgual':
      return a <= b;
  }
}

export function combinar(operacao: OperacaoLogica, resultados: boolean[]): boolean {
  if (resultados.length === 0) return true;
  if (operacao === 'OR') return resultados.some(Boolean);
  if (operacao === 'XOR') return resultados.filter(Boolean).length === 1;
  return resultados.every(Boolean);
}

export interface CondicaoAvaliada {
  id: string;
  condicaoSatisfeita: 'S' | 'N';
  valorOperandoUm: string | null;
  valorOperandoDois: string | null;
}

export function avaliarUma(c: CondicaoRegra, valores: Valores): CondicaoAvaliada {
  const um = valorDoOperando(c.operandoUm, valores);
  const dois = OPERADORES[c.operador.key].segundoOperando ? valorDoOperando(c.operandoDois, valores) : null;
  const ok = avaliarCondicao(c.operador.key, c.operandoUm.tipoDado, um, dois);
  return { id: c.id, condicaoSatisfeita: ok ? 'S' : 'N', valorOperandoUm: um, valorOperandoDois: dois };
}

/** Every condition of the rule with its values, and whether they hold together. */
export function avaliarCondicoes(
  condicionais: JsonRegras['condicionais'],
  valores: Valores,
): { condicoes: CondicaoAvaliada[]; resultado: boolean } {
  const condicoes = condicionais.listaCondicionais.map((c) => avaliarUma(c, valores));
  return {
    condicoes,
    resultado: combinar(
      condicionais.operacaoLogica,
      condicoes.map((c) => c.condicaoSatisfeita === 'S'),
    ),
  };
}
