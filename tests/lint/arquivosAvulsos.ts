/**
 * Scratch files never land: a file named as temporary (`x.tmp.ts`, `notes.scratch.md`, `a.bak`,
 * `b.orig`, `~c`), anything under a `tmp/` or `scratch/` folder, and any file at the repository's
 * root that is not one of its known configuration files. The root list is explicit so that a new
 * root file is a decision (add it here), not an accident.
 */
export const ARQUIVOS_DA_RAIZ: ReadonlySet<string> = new Set([
  '.dependency-cruiser.cjs',
  '.gitignore',
  '.prettierignore',
  '.prettierrc.json',
  'README.md',
  'cdk.json',
  'eslint.config.js',
  'package-lock.json',
  'package.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'vitest.config.ts',
  'vitest.e2e.config.ts',
]);

const NOME_DE_RASCUNHO = /(^|\/)(~[^/]*|[^/]*\.(tmp|scratch)\.[^/]+|[^/]*\.(bak|orig|rej|swp))$/i;
const PASTA_DE_RASCUNHO = /(^|\/)(tmp|scratch)\//i;

/** The tracked paths (relative, with '/') that look like scratch work. */
export function arquivosAvulsos(caminhos: readonly string[]): string[] {
  return caminhos.filter(
    (c) => NOME_DE_RASCUNHO.test(c) || PASTA_DE_RASCUNHO.test(c) || (!c.includes('/') && !ARQUIVOS_DA_RAIZ.has(c)),
  );
}
