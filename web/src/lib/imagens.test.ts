import { describe, expect, it } from 'vitest';
import { dimensoesReduzidas } from './imagens';

describe('dimensoesReduzidas', () => {
  it('keeps a photo that already fits', () => {
    expect(dimensoesReduzidas(600, 800, 750, 1000)).toEqual({ largura: 600, altura: 800 });
  });

  it('shrinks a wide photo to the maximum width, keeping the proportion', () => {
    expect(dimensoesReduzidas(3000, 2000, 750, 1000)).toEqual({ largura: 750, altura: 500 });
  });

  it('shrinks a tall photo to the maximum height, keeping the proportion', () => {
    expect(dimensoesReduzidas(1000, 4000, 750, 1000)).toEqual({ largura: 250, altura: 1000 });
  });
});
