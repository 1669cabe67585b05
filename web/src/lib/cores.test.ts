import { paletaCores } from '@wf/shared/constants/fluxos';
import { describe, expect, it } from 'vitest';
import { corDoTextoSobre, nomeDaCor, NOMES_CORES } from './cores';

describe('corDoTextoSobre', () => {
  it('puts dark text on the light colours of the palette', () => {
    expect(corDoTextoSobre('#fadb14')).toBe('#000000');
    expect(corDoTextoSobre('#a0d911')).toBe('#000000');
  });

  it('puts white text on dark colours', () => {
    expect(corDoTextoSobre('#722ed1')).toBe('#ffffff');
    expect(corDoTextoSobre('#000000')).toBe('#ffffff');
  });

  it('falls back to white on a value that is not #rrggbb', () => {
    expect(corDoTextoSobre('blue')).toBe('#ffffff');
  });
});

describe('nomeDaCor', () => {
  it('names every colour of the palette in pt-BR', () => {
    expect(Object.keys(NOMES_CORES)).toEqual([...paletaCores]);
    expect(nomeDaCor('#1677ff')).toBe('Azul');
  });

  it('shows an unknown colour as its value', () => {
    expect(nomeDaCor('#123456')).toBe('#123456');
  });
});
