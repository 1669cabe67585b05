import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citacoesExternas } from './citacoes';

/**
 * Code, tests and docs never send the reader to a document outside the repository: each comment
 * states its rule. The check fires on tests/lint/fixtures/citacoes (files named `permitido...`
 * and the strings, JSX text and uncited comments of the others must pass) and finds nothing in the
 * repository itself.
 */
const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(raiz, 'tests/lint/fixtures/citacoes');
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
