import { HTML_VAZIO, mensagensCard } from '../constants/cards';
import { tiposComOpcoes, tiposSemObrigatoriedade } from '../constants/fluxos';
import type { CampoFormulario } from '../schemas/campoFormulario';
import { EMAIL_PATTERN } from '../schemas/campos';
import { cnpjValido, cpfValido, telefoneValido } from './documentos';

/**
 * The card-level checks of a stage form, pure, shared by the board (to show
 * the errors before calling the server) and the server (which decides).
 *
 * - validarFormularioCard: what blocks a move out of the stage: required fields (every type but
 *   campoId and textoFixo; hidden fields skipped) and the min/max length of short and long text.
 * - validarValorCampo: one value typed into one field (format, options, length), on save.
 *   An attachment field's value is the list of its attachment ids; the server writes it only
 *   through the attachment upload (the form's save refuses it, instanciaService).
 *   Required is NOT checked on a partial save (a person fills a form in several sittings); it is
 *   checked on create and when the card leaves the stage.
 */

/** Empty: absent, null, blank text, the editor's empty value, an empty list. */
export function valorVazio(valor: unknown): boolean {
  if (valor === undefined || valor === null) return true;
  if (typeof valor === 'string') return valor.trim() === '' || valor.trim() === HTML_VAZIO;
  if (Array.isArray(valor)) return valor.length === 0;
  return false;
}

const comTamanho = (c: CampoFormulario) => c.keyCampo === 'textoCurto' || c.keyCampo === 'textoLongo';

function erroDeTamanho(c: CampoFormulario, valor: unknown): string | null {
  if (!comTamanho(c) || typeof valor !== 'string' || valorVazio(valor)) return null;
  const n = valor.trim().length;
  if (c.minLength && n < c.minLength) return mensagensCard.campoMenorMinimo(c.titulo);
  if (c.maxLength && n > c.maxLength) return mensagensCard.campoMaiorMaximo(c.titulo);
  return null;
}

/** The messages that block the card from leaving the stage, in form order (empty: valid). */
export function validarFormularioCard(campos: readonly CampoFormulario[], valores: Record<string, unknown>): string[] {
  const erros: string[] = [];
  for (const c of [...campos].sort((a, b) => a.ordem - b.ordem)) {
    if (tiposSemObrigatoriedade.includes(c.keyCampo as never) || c.indOculto) continue;
    const valor = valores[c.nomeVariavel];
    if (c.indObrigatorio && valorVazio(valor)) {
      erros.push(mensagensCard.campoObrigatorio(c.titulo));
      continue;
    }
    const tamanho = erroDeTamanho(c, valor);
    if (tamanho) erros.push(tamanho);
  }
  return erros;
}

export type ResultadoValor = { ok: true; valor: unknown } | { ok: false; erro: string };

const DATA = /^\d{4}-\d{2}-\d{2}$/;
const HORA = /^\d{2}:\d{2}(:\d{2})?$/;

function dataValida(v: string): boolean {
  if (!DATA.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

function urlValida(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
  } catch {
    return false;
  }
}

/**
 * "1.234,56", "1,234.56", "1234.56", 1234.5 -> two decimals; null when not a number. With both
 * separators the last one is the decimal one; a lone comma is decimal; a lone dot is decimal
 * unless it groups thousands ("1.234.567").
 */
export function normalizarMoeda(valor: unknown): number | null {
  let n: number;
  if (typeof valor === 'number') n = valor;
  else if (typeof valor === 'string') {
    const t = valor.replace(/[R$\s]/g, '');
    let limpo: string;
    if (t.includes(',') && t.includes('.')) {
      limpo = t.lastIndexOf(',') > t.lastIndexOf('.') ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
    } else if (t.includes(',')) limpo = t.replace(/\./g, '').replace(',', '.');
    else limpo = /^-?\d{1,3}(\.\d{3}){2,}$/.test(t) ? t.replace(/\./g, '') : t;
    n = limpo === '' || !/^-?\d*\.?\d+$/.test(limpo) ? NaN : Number(limpo);
  } else return null;
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

const falha = (erro: string): ResultadoValor => ({ ok: false, erro });
const aceito = (valor: unknown): ResultadoValor => ({ ok: true, valor });

/**
 * One value for one field, as the card form saves it: refused with its message, or accepted
 * (normalised: trimmed text, numbers as numbers, currency with two decimals). Not-editable fields,
 * the id field and fixed text are refused; empty values are accepted (stored as null).
 */
export function validarValorCampo(c: CampoFormulario, valor: unknown): ResultadoValor {
  if (c.keyCampo === 'campoId' || c.keyCampo === 'textoFixo' || !c.indEditavel) {
    return falha(mensagensCard.campoNaoEditavel(c.titulo));
  }
  if (valorVazio(valor)) return aceito(null);
  if (c.keyCampo === 'anexo') return validarAnexos(c, valor);
  const texto = typeof valor === 'string' ? valor.trim() : null;
  switch (c.keyCampo) {
    case 'textoCurto':
    case 'textoLongo': {
      if (texto === null) return falha(mensagensCard.textoInvalido);
      const tamanho = erroDeTamanho(c, texto);
      return tamanho ? falha(tamanho) : aceito(texto);
    }
    case 'email':
      return texto !== null && EMAIL_PATTERN.test(texto)
        ? aceito(texto.toLowerCase())
        : falha(mensagensCard.emailInvalido);
    case 'data': {
      if (texto === null) return falha(mensagensCard.dataInvalida);
      const ok =
        c.tipoCampoData === 'time'
          ? HORA.test(texto)
          : c.tipoCampoData === 'dateTime'
            ? !Number.isNaN(Date.parse(texto)) && dataValida(texto.slice(0, 10))
            : dataValida(texto);
      return ok ? aceito(texto) : falha(mensagensCard.dataInvalida);
    }
    case 'number': {
      const n =
        typeof valor === 'number' ? valor : texto !== null && texto !== '' ? Number(texto.replace(',', '.')) : NaN;
      return Number.isFinite(n) ? aceito(n) : falha(mensagensCard.numeroInvalido);
    }
    case 'cpf':
      return texto !== null && cpfValido(texto) ? aceito(texto) : falha(mensagensCard.cpfInvalido);
    case 'cnpj':
      return texto !== null && cnpjValido(texto) ? aceito(texto) : falha(mensagensCard.cnpjInvalido);
    case 'numeroTelefone':
      return texto !== null && telefoneValido(texto) ? aceito(texto) : falha(mensagensCard.telefoneInvalido);
    case 'moeda': {
      const n = normalizarMoeda(valor);
      return n === null ? falha(mensagensCard.moedaInvalida) : aceito(n);
    }
    case 'link':
      return texto !== null && urlValida(texto) ? aceito(texto) : falha(mensagensCard.urlInvalida);
    default:
      if (tiposComOpcoes.includes(c.keyCampo as never)) return validarOpcoes(c, valor);
      return aceito(valor);
  }
}

/** An attachment field: a list of attachment ids, at most the field's number of files. */
function validarAnexos(c: CampoFormulario, valor: unknown): ResultadoValor {
  if (!Array.isArray(valor) || !valor.every((v) => typeof v === 'string' && v.trim() !== '')) {
    return falha(mensagensCard.anexosInvalidos);
  }
  if (valor.length > c.quantidadeMaximaArquivos) return falha(mensagensCard.maximoArquivos(c.quantidadeMaximaArquivos));
  return aceito(valor);
}

/** radio: one option; checkbox and multiple selection: a list; each must be an option of the field. */
function validarOpcoes(c: CampoFormulario, valor: unknown): ResultadoValor {
  const multipla = c.keyCampo === 'checkbox' || (c.keyCampo === 'selecaoOpcoes' && c.indSelecaoMultipla);
  const lista = Array.isArray(valor) ? valor : [valor];
  if (!multipla && lista.length !== 1) return falha(mensagensCard.opcaoInvalida);
  if (!lista.every((v) => typeof v === 'string')) return falha(mensagensCard.opcaoInvalida);
  // Options of a data base column are checked against the data base later (issue 5).
  if (c.tipoCampoCombo === 'manual') {
    const validas = new Set(c.opcoesListagensManual.map((o) => o.value));
    if (!lista.every((v) => validas.has(v as string))) return falha(mensagensCard.opcaoInvalida);
  }
  return aceito(multipla ? lista : lista[0]);
}

/**
 * The fields a new card must already have filled: all but attachment fields, whose files can
 * only be uploaded once the card exists. The move check still requires them (validarFormularioCard).
 */
export const camposExigidosNaCriacao = (campos: readonly CampoFormulario[]): CampoFormulario[] =>
  campos.filter((c) => c.keyCampo !== 'anexo');
