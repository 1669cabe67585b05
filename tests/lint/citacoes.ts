import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Words of a citation may be split over lines: a line break and the next line's `*` or `//` count as space.
const S = String.raw`(?:\s|\*(?!\/)|\/\/)+`;

/**
 * The code, tests and docs stand alone: no comment (and no Markdown page) may point at a document
 * outside the repository, be it the product specification by number or section, the design brief,
 * the style examples or the folder beside the repository that holds them. A comment states the
 * rule itself instead.
 */
export const CITACAO_EXTERNA = new RegExp(
  [
    String.raw`\bspec${S}\d`,
    String.raw`\bspec,?${S}sections?\b`,
    String.raw`\bspec's${S}sections?\b`,
    String.raw`\bDESIGN\.md\b`,
    String.raw`\bSTYLE\.md\b`,
    String.raw`\.\.\/shared\b`,
    String.raw`\/work\/shared\b`,
    String.raw`\bshared\/spec\/`,
  ].join('|'),
  'gi',
);

/** What the check reads: the workspaces' sources, the tests, the docs and the CI script. */
export const PASTAS_VERIFICADAS = ['shared', 'functions', 'web/src', 'infra', 'tests', 'e2e', 'bench', 'docs', '.ci'];
export const ARQUIVOS_VERIFICADOS = ['README.md'];

const IGNORADAS = new Set(['node_modules', 'dist', 'cdk.out', '.vite']);
const CODIGO = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

export interface Citacao {
  arquivo: string;
  linha: number;
  trecho: string;
}

/** Every comment of a JS/TS file, found by the compiler's own parse (so strings and JSX text are not taken for comments). */
function comentariosDoCodigo(arquivo: string, texto: string): { pos: number; texto: string }[] {
  const tipo = arquivo.endsWith('x')
    ? ts.ScriptKind.TSX
    : /\.(c|m)?js$/.test(arquivo)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const fonte = ts.createSourceFile(arquivo, texto, ts.ScriptTarget.Latest, true, tipo);
  const vistos = new Map<number, string>();
  const coletar = (pos: number): void => {
    for (const faixa of ts.getLeadingCommentRanges(texto, pos) ?? [])
      vistos.set(faixa.pos, texto.slice(faixa.pos, faixa.end));
    for (const faixa of ts.getTrailingCommentRanges(texto, pos) ?? [])
      vistos.set(faixa.pos, texto.slice(faixa.pos, faixa.end));
  };
  // Every comment is trivia next to a token: the leaves of the tree, punctuation included.
  const visitar = (no: ts.Node): void => {
    const filhos = no.getChildren(fonte);
    if (filhos.length === 0) {
      coletar(no.pos);
      coletar(no.end);
    }
    for (const filho of filhos) visitar(filho);
  };
  visitar(fonte);
  return [...vistos].map(([pos, comentario]) => ({ pos, texto: comentario }));
}

/** The parts of a file the rule applies to: comments of code and CSS; the whole text of anything else. */
function trechos(arquivo: string, texto: string): { pos: number; texto: string }[] {
  if (CODIGO.test(arquivo)) return comentariosDoCodigo(arquivo, texto);
  if (arquivo.endsWith('.css'))
    return [...texto.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ pos: m.index, texto: m[0] }));
  return [{ pos: 0, texto }];
}

export function citacoesEm(arquivo: string, texto: string): Citacao[] {
  // Most files name nothing of the kind anywhere: no need to parse them.
  if (!new RegExp(CITACAO_EXTERNA.source, 'i').test(texto)) return [];
  return trechos(arquivo, texto).flatMap((trecho) =>
    [...trecho.texto.matchAll(CITACAO_EXTERNA)].map((achado) => {
      const inicio = trecho.pos + achado.index;
      const linha = texto.slice(0, inicio).split('\n').length;
      return { arquivo, linha, trecho: texto.split('\n')[linha - 1]!.trim() };
    }),
  );
}

function arquivosDe(raiz: string, pasta: string, fora: readonly string[]): string[] {
  const absoluta = path.join(raiz, pasta);
  let entradas;
  try {
    entradas = readdirSync(absoluta, { withFileTypes: true });
  } catch {
    return [];
  }
  return entradas.flatMap((e) => {
    const relativo = path.posix.join(pasta, e.name);
    if (IGNORADAS.has(e.name) || fora.includes(relativo)) return [];
    if (e.isDirectory()) return arquivosDe(raiz, relativo, fora);
    return CODIGO.test(e.name) || /\.(md|css)$/.test(e.name) || pasta.startsWith('.ci') ? [relativo] : [];
  });
}

/** Every citation of an outside document under `raiz`, path by path. `fora` lists folders left out. */
export function citacoesExternas(raiz: string, fora: readonly string[] = []): Citacao[] {
  const arquivos = [...PASTAS_VERIFICADAS.flatMap((p) => arquivosDe(raiz, p, fora)), ...ARQUIVOS_VERIFICADOS];
  return arquivos.flatMap((arquivo) => {
    let texto: string;
    try {
      texto = readFileSync(path.join(raiz, arquivo), 'utf8');
    } catch {
      return [];
    }
    return citacoesEm(arquivo, texto);
  });
}
