import { describe, expect, it } from 'vitest';
import { chaveEntre, chavesDepoisDe, chavesNovas } from './ordem';

describe('fractional keys of the board order', () => {
  it('a key between two neighbours sorts between them, without touching them', () => {
    const [a, b] = chavesNovas(2) as [string, string];
    const meio = chaveEntre(a, b);

    expect(a < meio && meio < b).toBe(true);
  });

  it('top and bottom of a stage', () => {
    const primeira = chaveEntre(null, null);

    expect(chaveEntre(null, primeira) < primeira).toBe(true);
    expect(chaveEntre(primeira, null) > primeira).toBe(true);
  });

  it('a thousand drops at the same place keep a strict order and short keys', () => {
    const [esquerda, inicio] = chavesNovas(2) as [string, string];
    let direita = inicio;
    for (let i = 0; i < 1000; i++) {
      const nova = chaveEntre(esquerda, direita);
      expect(esquerda < nova && nova < direita).toBe(true);
      direita = nova;
    }
    expect(direita.length).toBeLessThan(200);
  });

  it('20,000 cards added at the top keep their keys short', () => {
    let topo = chaveEntre(null, null);
    for (let i = 0; i < 20_000; i++) topo = chaveEntre(null, topo);
    expect(topo.length).toBeLessThanOrEqual(6);
  });

  it('equal or inverted neighbours (a concurrent drop) take the first key: the index breaks the tie by id', () => {
    expect(chaveEntre('a1', 'a1')).toBe('a1');
    expect(chaveEntre('a2', 'a1')).toBe('a2');
  });

  it('bulk keys are in order after the last one', () => {
    const ultima = chaveEntre(null, null);
    const chaves = chavesDepoisDe(ultima, 5);

    expect(chaves).toHaveLength(5);
    expect([ultima, ...chaves]).toEqual([ultima, ...chaves].sort());
    expect(chavesDepoisDe(null, 0)).toEqual([]);
  });
});
