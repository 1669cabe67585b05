import {
  tiposArquivo,
  tiposComTamanho,
  tiposSemObrigatoriedade,
  type ExtensaoArquivo,
  type KeyCampo,
} from '@wf/shared/constants/fluxos';
import { formatarMoeda } from '@wf/shared/exibicao/valorDoCampo';
import { mensagens } from '@wf/shared/messages';
import { EMAIL_PATTERN } from '@wf/shared/schemas/campos';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import {
  cnpjValido,
  cpfValido,
  mascaraCnpj,
  mascaraCpf,
  mascaraTelefone,
  somenteDigitos,
  telefoneValido,
} from '@wf/shared/validation/documentos';

/**
 * How a stage form behaves when a person fills it: the rendering messages,
 * the masks and the upload limits. No React: the form editor's preview uses it now, the card
 * form will use the same rules.
 */
export const mensagensFormulario = {
  obrigatorio: (titulo: string) => `Campo ${titulo} é obrigatório`,
  minimo: (n: number) => `Campo deve conter no mínimo ${n} caracteres`,
  maximo: (n: number) => `Campo deve conter no máximo ${n} caracteres`,
  link: 'O valor deve ser uma URL válida (http ou https)',
  tipoArquivo: (extensoes: string) => `Você só pode carregar ${extensoes} como tipo de arquivo`,
  tamanhoArquivo: (mb: number) => `O arquivo deve ser menor que ${mb}MB!`,
  quantidadeArquivos: (n: number) => `Você só pode carregar ${n} arquivos`,
} as const;

/** The field settings the rules read (a saved field, or one still being edited). */
export type CampoParaPreencher = Pick<
  CampoFormulario,
  | 'keyCampo'
  | 'titulo'
  | 'indObrigatorio'
  | 'indOculto'
  | 'minLength'
  | 'maxLength'
  | 'quantidadeMaximaArquivos'
  | 'tamanhoMaximoArquivo'
  | 'tiposArquivosAceitos'
>;

export function valorVazio(valor: unknown): boolean {
  if (valor === undefined || valor === null) return true;
  if (typeof valor === 'string') return valor.trim() === '';
  if (Array.isArray(valor)) return valor.length === 0;
  return false;
}

export function urlValida(valor: string): boolean {
  try {
    const url = new URL(valor.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The link field's open button: https is prepended when the value has no scheme. */
export const urlParaAbrir = (valor: string): string =>
  /^https?:\/\//i.test(valor.trim()) ? valor.trim() : `https://${valor.trim()}`;

/** The first message a filled value gets, or null when it is acceptable. Hidden fields are skipped. */
export function validarValorCampo(campo: CampoParaPreencher, valor: unknown): string | null {
  if (campo.indOculto) return null;
  const tipo = campo.keyCampo as KeyCampo;
  if (valorVazio(valor)) {
    return campo.indObrigatorio && !tiposSemObrigatoriedade.includes(tipo)
      ? mensagensFormulario.obrigatorio(campo.titulo)
      : null;
  }
  const texto = typeof valor === 'string' ? valor.trim() : '';
  if (tiposComTamanho.includes(tipo)) {
    if (campo.minLength && texto.length < campo.minLength) return mensagensFormulario.minimo(campo.minLength);
    if (campo.maxLength && texto.length > campo.maxLength) return mensagensFormulario.maximo(campo.maxLength);
  }
  switch (tipo) {
    case 'email':
      return EMAIL_PATTERN.test(texto) ? null : mensagens.emailInvalido;
    case 'cpf':
      return cpfValido(texto) ? null : mensagens.cpfInvalido;
    case 'cnpj':
      return cnpjValido(texto) ? null : mensagens.cnpjInvalido;
    case 'numeroTelefone':
      return telefoneValido(texto) ? null : mensagens.telefoneInvalido;
    case 'link':
      return urlValida(texto) ? null : mensagensFormulario.link;
    case 'anexo':
      return Array.isArray(valor) && valor.length > campo.quantidadeMaximaArquivos
        ? mensagensFormulario.quantidadeArquivos(campo.quantidadeMaximaArquivos)
        : null;
    default:
      return null;
  }
}

/** Extension of a file name, lower case, with the usual aliases (jpeg is jpg). */
export function extensaoDoArquivo(nome: string): string {
  const partes = nome.toLowerCase().split('.');
  const extensao = partes.length > 1 ? (partes.at(-1) ?? '') : '';
  return extensao === 'jpeg' ? 'jpg' : extensao;
}

export interface ArquivoEscolhido {
  name: string;
  size: number;
  type: string;
}

/** Checks one chosen file against the field's accepted types and size (zip also by its alternate type). */
export function validarArquivo(
  campo: Pick<CampoParaPreencher, 'tiposArquivosAceitos' | 'tamanhoMaximoArquivo'>,
  arquivo: ArquivoEscolhido,
): string | null {
  const aceitos = campo.tiposArquivosAceitos as ExtensaoArquivo[];
  const extensao = extensaoDoArquivo(arquivo.name);
  const porExtensao = (aceitos as string[]).includes(extensao);
  const porTipo = aceitos.some((a) => (tiposArquivo[a] as readonly string[]).includes(arquivo.type));
  // By extension or by browser type (a zip may come as application/zip or application/x-zip-compressed).
  if (!porExtensao && !porTipo) {
    return mensagensFormulario.tipoArquivo(aceitos.join(', '));
  }
  if (arquivo.size > campo.tamanhoMaximoArquivo * 1024 * 1024)
    return mensagensFormulario.tamanhoArquivo(campo.tamanhoMaximoArquivo);
  return null;
}

/** The accept attribute of the file input. */
export const aceitarArquivos = (tipos: readonly string[]): string =>
  tipos.flatMap((t) => (t === 'jpg' ? ['.jpg', '.jpeg'] : [`.${t}`])).join(',');

/** Brazilian currency typed from the right: "123456" becomes "R$ 1.234,56". */
export function mascaraMoeda(valor: string): string {
  const digitos = somenteDigitos(valor)
    .replace(/^0+(?=\d)/, '')
    .slice(0, 15);
  if (!digitos) return '';
  return formatarMoeda(Number(digitos) / 100);
}

/** The mask of a field type, if it has one. */
export function mascaraDoTipo(keyCampo: string): ((valor: string) => string) | null {
  switch (keyCampo) {
    case 'cpf':
      return mascaraCpf;
    case 'cnpj':
      return mascaraCnpj;
    case 'numeroTelefone':
      return mascaraTelefone;
    case 'moeda':
      return mascaraMoeda;
    default:
      return null;
  }
}

const doisDigitos = (n: number): string => String(n).padStart(2, '0');

/** What an id pattern gives on a date, with sample sequences (the real ones come from the server). */
export function exemploPadraoId(padrao: string, data: Date): string {
  const valores: Record<string, string> = {
    DD: doisDigitos(data.getDate()),
    MM: doisDigitos(data.getMonth() + 1),
    AAAA: String(data.getFullYear()),
    THH: doisDigitos(data.getHours()),
    TMM: doisDigitos(data.getMinutes()),
    TSS: doisDigitos(data.getSeconds()),
    NS: '000001',
    SDD: '0001',
  };
  return padrao.replace(/\{\{([^}]*)\}\}/g, (inteiro, token: string) => valores[token] ?? inteiro);
}
