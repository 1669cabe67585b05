import { describe, expect, it } from 'vitest';
import {
  blocos,
  entrada,
  entradasDoInicio,
  faixaDe,
  INDICE_COMPACTO,
  modoDoIndice,
  naFaixa,
  planejarFaixas,
} from './indiceCompacto';

const ids = (n: number, palavra: string) => Array.from({ length: n }, (_, k) => entrada(palavra, `r${k}`));

describe('packed index chunks', () => {
  it('sorts entries as the index keys sort ("#" before letters and digits) and cuts them at the size', () => {
    const r = blocos([entrada('ltda', 'b'), entrada('ltd', 'z'), entrada('ltda', 'a'), entrada('lt', 'c')], 2);
    expect(r).toEqual([
      { primeira: 'lt#c', entradas: 'lt#c\nltd#z' },
      { primeira: 'ltda#a', entradas: 'ltda#a\nltda#b' },
    ]);
  });

  it('never lets a chunk span two first characters (a chunk lives in its first character shard)', () => {
    const r = blocos([...ids(3, 'abc'), ...ids(2, 'bcd'), entrada('c1', 'x')], 10);
    expect(r.map((b) => b.primeira)).toEqual(['abc#r0', 'bcd#r0', 'c1#x']);
    expect(r.every((b) => new Set(b.entradas.split('\n').map((e) => e[0])).size === 1)).toBe(true);
  });

  it('reads back the entries whose word starts with a prefix, not those of a longer prefix', () => {
    const [b] = blocos([entrada('ab', '1'), entrada('abc', '2'), entrada('abd', '3'), entrada('b', '4')], 10);
    expect(entradasDoInicio([b!.entradas], 'abc')).toEqual([{ palavra: 'abc', idRegistro: '2' }]);
    expect(entradasDoInicio([b!.entradas], 'ab').map((e) => e.idRegistro)).toEqual(['1', '2', '3']);
    expect(entradasDoInicio([b!.entradas], 'abcd')).toEqual([]);
  });
});

describe('which imports get a packed index', () => {
  it('a file of bytesMinimos or more while the generation lists fewer than maximoPorGeracao', () => {
    const { bytesMinimos, maximoPorGeracao } = INDICE_COMPACTO;
    expect(modoDoIndice(0, bytesMinimos)).toBe('compacto');
    expect(modoDoIndice(maximoPorGeracao - 1, 50 * 1024 * 1024)).toBe('compacto');
    expect(modoDoIndice(0, bytesMinimos - 1)).toBe('porPasso');
    expect(modoDoIndice(maximoPorGeracao, 50 * 1024 * 1024)).toBe('porPasso');
  });
});

describe('passes over the file', () => {
  it('is one pass when everything fits', () => {
    expect(planejarFaixas({ a: 10, z: 10 }, 100)).toEqual(['0']);
    expect(planejarFaixas({}, 100)).toEqual(['0']);
  });

  it('groups consecutive first characters up to the limit, a character too big alone keeping a pass of its own', () => {
    const faixas = planejarFaixas({ '1': 60, a: 50, b: 20, c: 500, d: 10 }, 100);
    expect(faixas).toEqual(['0', 'a', 'c', 'd']);
    expect(faixaDe(faixas, 'ltda')).toBe(3);
    expect(faixaDe(faixas, '12')).toBe(0);
    expect(faixaDe(faixas, 'bx')).toBe(1);
    expect(naFaixa(faixas, 2, 'comercio')).toBe(true);
    expect(naFaixa(faixas, 2, 'd')).toBe(false);
  });
});
