/**
 * The packed index of a big import (ADR 0068): instead of one item per word of each row (about
 * ten per row), the import's (word, record) entries sorted as the index's sort keys sort, cut
 * into chunks of ENTRADAS_POR_BLOCO, each chunk one item keyed by its first entry. A prefix's
 * entries are then contiguous: the chunk where they start (the last one keyed at or before the
 * prefix) and the chunks keyed inside it. The file is read once per range of first characters
 * (`faixas`), planned from the entry counts the row steps kept, so one pass holds at most
 * ENTRADAS_POR_FAIXA entries in memory whatever the file's size.
 */

export const INDICE_COMPACTO = {
  /** Entries per chunk item: about 30 KB, far below DynamoDB's 400 KB item limit. */
  entradasPorBloco: 1_000,
  /** Entries one pass sorts in memory (about 60 bytes each: 90 MB in a 1 GB function; 150,000 rows of ten words). */
  entradasPorFaixa: 1_500_000,
  /** Packed indexes per generation a search reads (two Queries each per term). */
  maximoPorGeracao: 4,
  /** Files from this size get a packed index; smaller ones are indexed row by row. */
  bytesMinimos: 256 * 1024,
} as const;

/**
 * How an import is indexed: a big file gets a packed index built once its rows are in, while its
 * generation lists fewer than maximoPorGeracao (a search reads each); a small file, or one past
 * that count, is indexed row by row with its steps (ADR 0063).
 */
export const modoDoIndice = (indicesDaGeracao: number, tamanho: number): 'porPasso' | 'compacto' =>
  tamanho >= INDICE_COMPACTO.bytesMinimos && indicesDaGeracao < INDICE_COMPACTO.maximoPorGeracao
    ? 'compacto'
    : 'porPasso';

/** The characters a word can start with, in the order the index's keys sort. */
const INICIAIS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** An entry as the index's sort keys hold it after their `P#`: `<word>#<record id>`. */
export const entrada = (palavra: string, idRegistro: string): string => `${palavra}#${idRegistro}`;

export function lerEntrada(e: string): { palavra: string; idRegistro: string } {
  const k = e.indexOf('#');
  return { palavra: e.slice(0, k), idRegistro: e.slice(k + 1) };
}

/** How many entries each first character has, added up over the rows' words. */
export function contarIniciais(palavras: Iterable<readonly string[]>): Record<string, number> {
  const contagem: Record<string, number> = {};
  for (const doRegistro of palavras) for (const p of doRegistro) contagem[p[0]!] = (contagem[p[0]!] ?? 0) + 1;
  return contagem;
}

/**
 * The passes over the file: each a run of consecutive first characters, named by its first one,
 * holding at most `porFaixa` entries unless one character alone has more. Always at least one.
 */
export function planejarFaixas(
  contagem: Record<string, number>,
  porFaixa: number = INDICE_COMPACTO.entradasPorFaixa,
): string[] {
  const faixas: string[] = [INICIAIS[0]!];
  let naFaixa = 0;
  for (const c of INICIAIS) {
    const n = contagem[c] ?? 0;
    if (naFaixa > 0 && naFaixa + n > porFaixa) {
      faixas.push(c);
      naFaixa = 0;
    }
    naFaixa += n;
  }
  return faixas;
}

/** The pass (index in `faixas`) of a word or prefix: the last range starting at or before it. */
export function faixaDe(faixas: readonly string[], inicio: string): number {
  let k = 0;
  faixas.forEach((f, i) => {
    if (f <= inicio[0]!) k = i;
  });
  return k;
}

/** Whether a word belongs to pass `k`. */
export const naFaixa = (faixas: readonly string[], k: number, palavra: string): boolean =>
  faixaDe(faixas, palavra) === k;

/**
 * Sorted entries cut into chunks of at most `porBloco`, and at every change of first character
 * (a chunk's shard is its first character's, so a prefix's entries are all in one shard): each
 * with its first entry (its key) and its entries joined by newlines.
 */
export function blocos(
  entradas: string[],
  porBloco: number = INDICE_COMPACTO.entradasPorBloco,
): { primeira: string; entradas: string }[] {
  const ordenadas = [...entradas].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const r: { primeira: string; entradas: string }[] = [];
  let bloco: string[] = [];
  const fechar = () => {
    if (bloco.length) r.push({ primeira: bloco[0]!, entradas: bloco.join('\n') });
    bloco = [];
  };
  for (const e of ordenadas) {
    if (bloco.length >= porBloco || (bloco.length && bloco[0]![0] !== e[0])) fechar();
    bloco.push(e);
  }
  fechar();
  return r;
}

/** The entries of chunks whose word starts with `inicio`. */
export function entradasDoInicio(textos: readonly string[], inicio: string): { palavra: string; idRegistro: string }[] {
  return textos.flatMap((t) =>
    t
      .split('\n')
      .filter((e) => e.startsWith(inicio))
      .map(lerEntrada),
  );
}
