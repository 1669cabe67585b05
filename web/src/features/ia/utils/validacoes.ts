import { MINIMO_CARACTERES_TRANSCRICAO, MINIMO_PALAVRAS_DESCRICAO, mensagensIa } from './constantes';

export const contarPalavras = (texto: string): number => texto.trim().split(/\s+/u).filter(Boolean).length;

/** The process description of the AI flow: required, at least ten words. Null when valid. */
export function erroDescricaoProcesso(texto: string): string | null {
  if (!texto.trim()) return mensagensIa.descricaoProcessoObrigatoria;
  if (contarPalavras(texto) < MINIMO_PALAVRAS_DESCRICAO) return mensagensIa.descricaoMinima;
  return null;
}

/** A transcription shorter than twenty characters (trimmed) is no text at all. */
export const transcricaoValida = (texto: string): boolean => texto.trim().length >= MINIMO_CARACTERES_TRANSCRICAO;

/** The transcribed text joins what was typed (after it), or replaces an empty input. */
export const juntarTexto = (atual: string, novo: string): string =>
  atual.trim() ? `${atual.trimEnd()} ${novo.trim()}` : novo.trim();
