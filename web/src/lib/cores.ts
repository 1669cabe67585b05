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

/**
 * Black or white text over a #rrggbb background (YIQ brightness, the usual rule for coloured
 * tags): yellow, lime, gold and orange labels get dark text, the others white.
 */
export function corDoTextoSobre(fundo: string): '#000000' | '#ffffff' {
  const hex = /^#([0-9a-f]{6})$/i.exec(fundo)?.[1];
  if (!hex) return '#ffffff';
  const canal = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  const brilho = (canal(0) * 299 + canal(2) * 587 + canal(4) * 114) / 1000;
  return brilho >= 150 ? '#000000' : '#ffffff';
}
