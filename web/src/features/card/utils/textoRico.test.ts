import { describe, expect, it } from 'vitest';
import { textoRicoVazio } from './textoRico';

describe('rich text emptiness', () => {
  it('treats the editor empty value and blank markup as empty', () => {
    expect(textoRicoVazio('<p><br></p>')).toBe(true);
    expect(textoRicoVazio('<div>&nbsp; </div>')).toBe(true);
    expect(textoRicoVazio(null)).toBe(true);
  });

  it('counts text or an image as content', () => {
    expect(textoRicoVazio('<p>Oi</p>')).toBe(false);
    expect(textoRicoVazio('<p><img src="x.png"></p>')).toBe(false);
  });
});
