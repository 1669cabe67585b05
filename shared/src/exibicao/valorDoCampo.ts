import type { CampoFormulario } from '../schemas/campoFormulario';
import { mascaraCnpj, mascaraCpf, mascaraTelefone, somenteDigitos } from '../validation/documentos';

/**
 * A card's form value as people read it (pt-BR), the one function the SPA and the server share so
 * a value reads the same on a screen, in a comment, a notification, an e-mail or a webhook body:
 * currency `R$ 11.900,00`, numbers `1.234,5`, dates `dd/mm/aaaa` (with time `dd/mm/aaaa hh:mm` in
 * the tenant's zone), CPF `000.000.000-00`, CNPJ `00.000.000/0000-00`, phones `(11) 98765-4321`,
 * options by their labels, lists joined by ', '. Nothing (null, '', []) reads as null.
 */
export interface CampoParaExibir {
  keyCampo: CampoFormulario['keyCampo'];
  tipoCampoData?: CampoFormulario['tipoCampoData'];
  /** Manual options: a value reads as its label. */
  opcoesListagensManual?: ReadonlyArray<{ value: string; label: string }>;
}

/** The tenant's zone (times of dateTime fields are stored in UTC). */
export const FUSO_EXIBICAO = 'America/Sao_Paulo';

// Intl writes a no-break space after 'R$'; the form's currency mask and people write a plain one.
const semEspacoDuro = (t: string): string => t.replace(/\u00a0|\u202f/g, ' ');

const MOEDA = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const NUMERO = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 10 });
const DATA_HORA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_EXIBICAO,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const HORA = /^\d{2}:\d{2}(:\d{2})?$/;
const INSTANTE_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** 11900 -> 'R$ 11.900,00'. */
export const formatarMoeda = (n: number): string => semEspacoDuro(MOEDA.format(n));

/** 1234.5 -> '1.234,5'. */
export const formatarNumero = (n: number): string => semEspacoDuro(NUMERO.format(n));

/** '2026-03-09' -> '09/03/2026' (a calendar date: no zone applies); other text unchanged. */
export function formatarData(iso: string): string {
  const m = DATA_ISO.exec(iso.slice(0, 10));
  return m && iso.length === 10 ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** An ISO instant -> 'dd/mm/aaaa hh:mm' in the tenant's zone; other text unchanged. */
export function formatarDataHora(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : semEspacoDuro(DATA_HORA.format(new Date(t))).replace(',', '');
}

const numeroDe = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v.trim());
  return null;
};

/** A document or phone shown with its mask when its digits fit one, as typed otherwise. */
const comMascara = (v: string, digitos: readonly number[], mascara: (d: string) => string): string =>
  digitos.includes(somenteDigitos(v).length) ? mascara(v) : v;

function itemComoTexto(campo: CampoParaExibir, v: unknown): string {
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'object' && v !== null) {
    // Attachment entries ({ nomeArquivo }) read by their names; anything else as JSON.
    const nome = (v as { nomeArquivo?: unknown }).nomeArquivo;
    return typeof nome === 'string' ? nome : JSON.stringify(v);
  }
  const texto = String(v as string | number);
  const opcao = campo.opcoesListagensManual?.find((o) => o.value === texto);
  return opcao ? opcao.label : texto;
}

export function textoDeExibicao(campo: CampoParaExibir, valor: unknown): string | null {
  if (valor === null || valor === undefined || valor === '') return null;
  if (Array.isArray(valor)) {
    const itens = valor.filter((i) => i !== null && i !== undefined && i !== '').map((i) => itemComoTexto(campo, i));
    return itens.length ? itens.join(', ') : null;
  }
  switch (campo.keyCampo) {
    case 'moeda': {
      const n = numeroDe(valor);
      return n === null ? itemComoTexto(campo, valor) : formatarMoeda(n);
    }
    case 'number': {
      const n = numeroDe(valor);
      return n === null ? itemComoTexto(campo, valor) : formatarNumero(n);
    }
    case 'data': {
      if (typeof valor !== 'string') return itemComoTexto(campo, valor);
      if (campo.tipoCampoData === 'time') return HORA.test(valor) ? valor.slice(0, 5) : valor;
      if (DATA_ISO.test(valor)) return formatarData(valor);
      return INSTANTE_ISO.test(valor) ? formatarDataHora(valor) : valor;
    }
    case 'cpf':
      return typeof valor === 'string' ? comMascara(valor, [11], mascaraCpf) : itemComoTexto(campo, valor);
    case 'cnpj':
      return typeof valor === 'string' ? comMascara(valor, [14], mascaraCnpj) : itemComoTexto(campo, valor);
    case 'numeroTelefone':
      return typeof valor === 'string' ? comMascara(valor, [10, 11], mascaraTelefone) : itemComoTexto(campo, valor);
    default:
      return itemComoTexto(campo, valor);
  }
}
