import type { TipoColunaBaseDados } from '@wf/shared/constants/baseDados';

/**
 * The words of cells, as the search index holds them and a lookup finds them. No zod and no
 * constants here: the lookup of the card Lambdas and the rules consumer (buscaRegistroService)
 * bundles this file alone, not the data base's entity schemas (entities/baseDados.ts re-exports it).
 */

/** Lower case, no accents: how words are indexed and searched. */
export const normalizar = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const PALAVRA_MAXIMA = 40;

/** The words of a text: runs of letters and digits, two characters or more (a search starts at two). */
export function palavrasDoTexto(texto: string): string[] {
  return normalizar(texto)
    .split(/[^a-z0-9]+/)
    .filter((p) => p.length >= 2)
    .map((p) => p.slice(0, PALAVRA_MAXIMA));
}

/** Documents, dates and numbers are one word: their letters and digits ("12.345.678/0001-90" -> "12345678000190"). */
const tiposDeUmaPalavra = new Set<TipoColunaBaseDados>(['cnpj', 'cpf', 'numeroTelefone', 'data', 'number', 'moeda']);

export function palavrasDaCelula(c: { keyCampo: TipoColunaBaseDados }, v: string | number): string[] {
  if (!tiposDeUmaPalavra.has(c.keyCampo)) return palavrasDoTexto(String(v));
  const junto = normalizar(String(v))
    .replace(/[^a-z0-9]/g, '')
    .slice(0, PALAVRA_MAXIMA);
  return junto ? [junto] : [];
}

/** The terms of a search: each must start a word of the record. */
export function termosDaBusca(busca: string): string[] {
  return busca
    .split(/\s+/)
    .map((t) =>
      normalizar(t)
        .replace(/[^a-z0-9]/g, '')
        .slice(0, PALAVRA_MAXIMA),
    )
    .filter(Boolean);
}

/** Whether every term starts one of the record's indexed words (what the index would answer). */
export const registroTemTermos = (r: { palavras: readonly string[] }, termos: readonly string[]): boolean =>
  termos.every((t) => r.palavras.some((p) => p.startsWith(t)));
