import { LIMITES_PESQUISA } from '@wf/shared/schemas/pesquisa';
import { normalizarBusca, type InstanciaArmazenada } from './instancia';

/**
 * The words of the card search: lower case, accents removed, split on anything that is not a
 * letter or digit. The index keeps words of 3+ characters (a search is read by its longest word,
 * which has 3+), cut at 40 so a key stays small; the check on the card compares every word.
 */
const TAMANHO_MAXIMO_PALAVRA = 40;
/** Distinct words a card puts in the index, at most (title / title + form values). */
const MAX_PALAVRAS_TITULO = 60;
const MAX_PALAVRAS_TUDO = 300;
/** Nested lists/objects of a form value looked into, at most. */
const PROFUNDIDADE_VALORES = 3;
/** Attachment and record ids are UUIDs: no one searches for them, so they are not words. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const palavrasDe = (texto: string): string[] =>
  normalizarBusca(texto)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The text of a card's form values: strings and numbers, inside lists and objects too. */
export function textoDosValores(valores: Record<string, unknown>): string {
  const partes: string[] = [];
  const visitar = (v: unknown, profundidade: number) => {
    if (typeof v === 'string') {
      if (!UUID.test(v.trim())) partes.push(v);
    } else if (typeof v === 'number' && Number.isFinite(v)) partes.push(String(v));
    else if (profundidade < PROFUNDIDADE_VALORES && v && typeof v === 'object')
      for (const x of Array.isArray(v) ? v : Object.values(v)) visitar(x, profundidade + 1);
  };
  for (const v of Object.values(valores)) visitar(v, 0);
  return partes.join(' ');
}

function indexaveis(palavras: string[], maximo: number): string[] {
  const unicas = new Set<string>();
  for (const p of palavras) {
    if (p.length < LIMITES_PESQUISA.minimoCaracteres) continue;
    unicas.add(p.slice(0, TAMANHO_MAXIMO_PALAVRA));
    if (unicas.size >= maximo) break;
  }
  return [...unicas].sort();
}

export type ConjuntoBusca = 'TITULO' | 'TUDO';

/**
 * What the card puts in the index: the words of its title and generated id (TITULO), and those
 * plus the words of its form values (TUDO), so each search reads ONE set whatever
 * considerarDadosExecucao says.
 */
export function palavrasIndexaveis(
  c: Pick<InstanciaArmazenada, 'textoBusca' | 'listaValoresFormulario'>,
): Record<ConjuntoBusca, string[]> {
  const titulo = palavrasDe(c.textoBusca);
  return {
    TITULO: indexaveis(titulo, MAX_PALAVRAS_TITULO),
    TUDO: indexaveis([...titulo, ...palavrasDe(textoDosValores(c.listaValoresFormulario))], MAX_PALAVRAS_TUDO),
  };
}

/** The word the index is read by: the longest of the search (the most selective, as a rule of thumb). */
export function palavraGuia(palavras: string[]): string {
  return palavras.reduce((a, b) => (b.length > a.length ? b : a), '').slice(0, TAMANHO_MAXIMO_PALAVRA);
}

/** Whether every word of the search starts a word of the card (title, plus form values when asked). */
export function atendeAPesquisa(
  c: Pick<InstanciaArmazenada, 'textoBusca' | 'listaValoresFormulario'>,
  palavrasPesquisa: string[],
  considerarDadosExecucao: boolean,
): boolean {
  const doCard = palavrasDe(c.textoBusca);
  if (considerarDadosExecucao) doCard.push(...palavrasDe(textoDosValores(c.listaValoresFormulario)));
  return palavrasPesquisa.every((p) => doCard.some((w) => w.startsWith(p)));
}
