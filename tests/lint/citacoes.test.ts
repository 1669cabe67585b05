import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { citacoesExternas } from './citacoes';

/**
 * Code, tests and docs never send the reader to a document outside the repository: each comment
 * states its rule. The check fires on fixtures this test writes to a temporary folder (files
 * named `permitido...` and the strings, JSX text and uncited comments of the others must pass)
 * and finds nothing in the repository itself. The outside names are assembled here from parts,
 * so this file is no citation either.
 */
const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASTA_DE_FORA = ['..', 'shared'].join('/');
const BRIEF = ['DESIGN', 'md'].join('.');
const ESTILO = ['STYLE', 'md'].join('.');
const ESPEC = 'spec';

const FIXTURES: Record<string, string> = {
  'shared/src/tema.css': `/* Orange primary colour, from ${PASTA_DE_FORA}/DESIGN */
:root {
  --primaria: #f60;
}
/* Spacing of 8 px: stated here, not cited. */
`,
  'web/src/citaEspecificacao.tsx': `// Messages of the field editor (${ESPEC} 2, section 5).
export function Aviso() {
  const caminho = '${PASTA_DE_FORA}/src/messages.ts';
  return (
    <div title={caminho}>
      {/* Colours as in ${BRIEF} */}
      ${ESPEC} 2 is plain text here, not a comment
    </div>
  );
}

/**
 * The administration rules (${ESPEC} 1,
 * section 6), enforced on the server.
 */
export const perfis = [1, 2, 3];
`,
  'functions/src/permitidoRegraEscrita.ts': `/** A flow with cards is deleted only after CONFIRMAR is typed; the rule is stated, not cited. */
export const confirmacao = 'CONFIRMAR';
export const texto = '${ESPEC} 2, section 5 inside a string is data, not a comment';
// The product specification fixes this message.
`,
  'docs/citaEstilo.md': `# A page

Comments are written the way ${ESTILO} shows.
The skeleton shows 4 cards, as the ${ESPEC}'s section 9 says.
This line states its rule and cites nothing.
`,
};

const fixtures = mkdtempSync(path.join(os.tmpdir(), 'citacoes-'));
for (const [arquivo, texto] of Object.entries(FIXTURES)) {
  mkdirSync(path.dirname(path.join(fixtures, arquivo)), { recursive: true });
  writeFileSync(path.join(fixtures, arquivo), texto);
}
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

const onde = (c: { arquivo: string; linha: number }): string => `${c.arquivo}:${c.linha}`;

describe('no citation of outside documents', () => {
  it('finds citations in code comments, JSX comments, wrapped comments, CSS comments and docs', () => {
    expect(citacoesExternas(fixtures).map(onde).sort()).toEqual([
      'docs/citaEstilo.md:3',
      'docs/citaEstilo.md:4',
      'shared/src/tema.css:1',
      'web/src/citaEspecificacao.tsx:1',
      'web/src/citaEspecificacao.tsx:13',
      'web/src/citaEspecificacao.tsx:6',
    ]);
  });

  it('finds none in the repository', () => {
    expect(citacoesExternas(raiz, ['tests/lint/fixtures']).map((c) => `${onde(c)}: ${c.trecho}`)).toEqual([]);
  });
});
