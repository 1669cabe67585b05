import { describe, expect, it } from 'vitest';
import { esquemasGerados } from '../entities/esquemaJson';
import esquemas from './esquemasDoModelo.json';

/** Every object of a JSON schema, wherever it nests. */
function objetos(no: unknown, achados: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(no)) no.forEach((n) => objetos(n, achados));
  else if (no && typeof no === 'object') {
    const o = no as Record<string, unknown>;
    if (o.type === 'object') achados.push(o);
    Object.values(o).forEach((v) => objetos(v, achados));
  }
  return achados;
}

describe('JSON schemas of the model answers', () => {
  it('are the ones generated from the shared zod schemas (run `npx tsx infra/scripts/gerarEsquemasIa.ts` after changing them)', () => {
    expect(esquemas).toEqual(JSON.parse(JSON.stringify(esquemasGerados())));
  });

  it('suit strict structured outputs: every object closed, every key required, no $schema', () => {
    for (const [nome, esquema] of Object.entries(esquemasGerados())) {
      expect(esquema, nome).not.toHaveProperty('$schema');
      const lista = objetos(esquema);
      expect(lista.length, nome).toBeGreaterThan(0);
      for (const o of lista) {
        expect(o.additionalProperties, nome).toBe(false);
        expect([...((o.required as string[]) ?? [])].sort(), nome).toEqual(Object.keys(o.properties as object).sort());
      }
    }
  });
});
