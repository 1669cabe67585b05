import { paletaCores, type CorPaleta } from '@wf/shared/constants/fluxos';

/** pt-BR names of the 11-colour palette of stages and labels, for screen readers and tooltips. */
export const NOMES_CORES: Record<CorPaleta, string> = {
  '#1677ff': 'Azul',
  '#13c2c2': 'Ciano',
  '#52c41a': 'Verde',
  '#a0d911': 'Lima',
  '#fadb14': 'Amarelo',
  '#faad14': 'Dourado',
  '#fa8c16': 'Laranja',
  '#f5222d': 'Vermelho',
  '#eb2f96': 'Magenta',
  '#722ed1': 'Roxo',
  '#8c8c8c': 'Cinza',
};

export const ehCorDaPaleta = (cor: string): cor is CorPaleta => (paletaCores as readonly string[]).includes(cor);

export const nomeDaCor = (cor: string): string => (ehCorDaPaleta(cor) ? NOMES_CORES[cor] : cor);

/** The 0-255 channels of a #rrggbb colour, or undefined for anything else. */
function canais(cor: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{6})$/i.exec(cor)?.[1];
  if (!hex) return undefined;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance of a #rrggbb colour: 0 for black, 1 for white. */
export function luminanciaRelativa(cor: string): number {
  const rgb = canais(cor);
  if (!rgb) throw new Error(`cor inválida: ${cor}`);
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours, from 1 (same) to 21 (black on white). */
export function razaoDeContraste(a: string, b: string): number {
  const [clara, escura] = [luminanciaRelativa(a), luminanciaRelativa(b)].sort((x, y) => y - x) as [number, number];
  return (clara + 0.05) / (escura + 0.05);
}

/**
 * Black or white text over a #rrggbb background (a stage's or label's colour, a person's avatar),
 * whichever contrasts more: for any background one of the two reaches 4.5:1 (WCAG AA text).
 */
export function corDoTextoSobre(fundo: string): '#000000' | '#ffffff' {
  if (!canais(fundo)) return '#ffffff';
  return razaoDeContraste(fundo, '#000000') >= razaoDeContraste(fundo, '#ffffff') ? '#000000' : '#ffffff';
}
