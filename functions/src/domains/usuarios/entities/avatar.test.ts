import { describe, expect, it } from 'vitest';
import { corDoNome, iniciaisDoNome } from './avatar';

describe('iniciaisDoNome', () => {
  it.each([
    ['Maria da Silva', 'MS'],
    ['  joão   pedro  ', 'JP'],
    ['Demo', 'D'],
    ['Érica Alves', 'ÉA'],
    ['', ''],
  ])('%s -> %s', (nome, iniciais) => {
    expect(iniciaisDoNome(nome)).toBe(iniciais);
  });
});

describe('corDoNome', () => {
  it('gives the same colour to the same name, whatever the spacing or case', () => {
    expect(corDoNome('Maria  da Silva')).toBe(corDoNome('maria da silva'));
  });

  it('picks a hex colour from the palette', () => {
    expect(corDoNome('Pedro')).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('spreads different names over the palette', () => {
    const cores = new Set(['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gil', 'Hugo'].map(corDoNome));

    expect(cores.size).toBeGreaterThan(3);
  });
});
