import { describe, expect, it } from 'vitest';
import { decodificarImagem } from './dataUrl';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]).toString('base64');

describe('decodificarImagem', () => {
  it('decodes a png data URL', () => {
    const img = decodificarImagem(`data:image/png;base64,${PNG}`);

    expect(img).toMatchObject({ contentType: 'image/png', extensao: 'png' });
    expect(img?.conteudo.subarray(1, 4).toString()).toBe('PNG');
  });

  it('decodes a jpeg data URL with the jpg extension', () => {
    expect(decodificarImagem(`data:image/jpeg;base64,${JPEG}`)).toMatchObject({
      contentType: 'image/jpeg',
      extensao: 'jpg',
    });
  });

  it('refuses content that is not the declared format', () => {
    expect(decodificarImagem(`data:image/png;base64,${JPEG}`)).toBeNull();
    expect(decodificarImagem(`data:image/jpeg;base64,${PNG}`)).toBeNull();
  });

  it('refuses other types and plain text', () => {
    expect(decodificarImagem('data:image/gif;base64,R0lGODlh')).toBeNull();
    expect(decodificarImagem('nao e data url')).toBeNull();
  });
});
