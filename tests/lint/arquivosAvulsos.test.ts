import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { arquivosAvulsos } from './arquivosAvulsos';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('stray scratch files', () => {
  it('names temporary files, scratch folders and unknown root files, and nothing else', () => {
    const avulsos = [
      'meta.tmp.ts',
      'functions/src/x.tmp.ts',
      'docs/notas.scratch.md',
      'web/src/App.tsx.orig',
      'shared/src/a.ts.bak',
      'tmp/saida.json',
      'infra/scratch/teste.ts',
      'notas.md',
      'web/~lock.tsx',
    ];
    const legitimos = [
      'package.json',
      'README.md',
      'functions/src/domains/cards/lambda.ts',
      'docs/adr/0001-uma-tabela.md',
      'web/src/tmpl.ts',
    ];
    expect(arquivosAvulsos([...avulsos, ...legitimos])).toEqual(avulsos);
  });

  it('finds none among the files the repository tracks', () => {
    const rastreados = execFileSync('git', ['ls-files'], { cwd: raiz, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(rastreados.length).toBeGreaterThan(100);
    expect(arquivosAvulsos(rastreados)).toEqual([]);
  });
});
