import { paletaCores } from '@wf/shared/constants/fluxos';
import { describe, expect, it } from 'vitest';
import { corDoTextoSobre, luminanciaRelativa, nomeDaCor, NOMES_CORES, razaoDeContraste } from './cores';

describe('luminanciaRelativa and razaoDeContraste', () => {
  it('follow WCAG 2.x: black 0, white 1, black on white 21:1, a colour on itself 1:1', () => {
    expect(luminanciaRelativa('#000000')).toBe(0);
    expect(luminanciaRelativa('#FFFFFF')).toBe(1);
    expect(razaoDeContraste('#000000', '#ffffff')).toBe(21);
    expect(razaoDeContraste('#fa8c16', '#fa8c16')).toBe(1);
  });

  it('give the published ratios of known pairs (order of the arguments aside)', () => {
    // The brand orange under white text, antd's secondary grey and placeholder grey on white.
    expect(razaoDeContraste('#fa8c16', '#ffffff')).toBeCloseTo(2.38, 2);
    expect(razaoDeContraste('#ffffff', '#8c8c8c')).toBeCloseTo(3.36, 2);
    expect(razaoDeContraste('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses a value that is not #rrggbb', () => {
    expect(() => luminanciaRelativa('orange')).toThrow('cor inválida');
  });
});

describe('corDoTextoSobre', () => {
  it('gives every colour of the palette a text colour of at least 4.5:1', () => {
    for (const cor of paletaCores) expect(razaoDeContraste(cor, corDoTextoSobre(cor))).toBeGreaterThanOrEqual(4.5);
  });

  it('puts dark text on the mid colours where white fails AA (orange, grey, blue, red)', () => {
    for (const cor of ['#fa8c16', '#8c8c8c', '#1677ff', '#f5222d']) expect(corDoTextoSobre(cor)).toBe('#000000');
  });

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
