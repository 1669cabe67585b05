import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's diagram is the newcomer's map of the event path: every consumer in
 * functions/src/consumers/ must appear in it as a node (`[name]`), so adding a consumer without
 * drawing it fails here.
 */
const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const consumidores = readdirSync(path.join(raiz, 'functions/src/consumers'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));

function diagramas(md: string): string {
  return [...md.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');
}

describe('the architecture diagram', () => {
  it('draws every consumer of functions/src/consumers as a node', () => {
    const diagrama = diagramas(readFileSync(path.join(raiz, 'docs/architecture.md'), 'utf8'));
    expect(consumidores.length).toBeGreaterThan(5);
    expect(consumidores.filter((c) => !diagrama.includes(`[${c}]`))).toEqual([]);
  });
});
