import { describe, expect, it } from 'vitest';
import { extensaoDoNome, tipoArquivoAceito } from './arquivos';

describe('attachment file types', () => {
  it('accepts a listed extension with one of its MIME types', () => {
    expect(tipoArquivoAceito('contrato.pdf', 'application/pdf')).toBe(true);
    expect(tipoArquivoAceito('FOTO.JPEG', 'image/jpeg')).toBe(true);
    expect(tipoArquivoAceito('notas.txt', 'text/plain; charset=utf-8')).toBe(true);
  });

  it('accepts the alternate zip type', () => {
    expect(tipoArquivoAceito('pacote.zip', 'application/x-zip-compressed')).toBe(true);
  });

  it('refuses unlisted extensions, missing extensions and a MIME type of another extension', () => {
    expect(tipoArquivoAceito('programa.exe', 'application/x-msdownload')).toBe(false);
    expect(tipoArquivoAceito('semextensao', 'application/pdf')).toBe(false);
    expect(tipoArquivoAceito('falso.pdf', 'text/html')).toBe(false);
    expect(tipoArquivoAceito('script.js', 'application/json')).toBe(false);
  });

  it('reads the extension of a name', () => {
    expect(extensaoDoNome('a.b.Tar.GZ')).toBe('gz');
    expect(extensaoDoNome('.bashrc')).toBe('');
    expect(extensaoDoNome('fim.')).toBe('');
  });
});
