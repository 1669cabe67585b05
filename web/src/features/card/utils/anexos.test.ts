import { describe, expect, it } from 'vitest';
import {
  comoVisualizar,
  ehImagem,
  ehPrevisualizavel,
  proximoZoom,
  tipoMimeDoArquivo,
  validarAnexoCard,
} from './anexos';

describe('card attachment checks', () => {
  it('accepts a known type within the limit', () => {
    expect(validarAnexoCard({ name: 'foto.JPEG', size: 1000, type: 'image/jpeg' })).toBeNull();
  });

  it('refuses an unknown extension with the fixed message', () => {
    expect(validarAnexoCard({ name: 'virus.exe', size: 10, type: 'application/x-msdownload' })).toMatch(
      /^Você só pode carregar jpg, png, .* como tipo de arquivo$/,
    );
  });

  it('refuses a file over the limit with the fixed message', () => {
    expect(validarAnexoCard({ name: 'a.pdf', size: 3 * 1024 * 1024, type: 'application/pdf' }, 2 * 1024 * 1024)).toBe(
      'O arquivo deve ser menor que 2MB!',
    );
  });

  it('declares the extension MIME when the browser gives none', () => {
    expect(tipoMimeDoArquivo({ name: 'a.7z', type: '' })).toBe('application/x-7z-compressed');
    expect(tipoMimeDoArquivo({ name: 'a.txt', type: 'text/plain' })).toBe('text/plain');
  });

  it('knows previewable files and images', () => {
    expect(ehPrevisualizavel('x.json')).toBe(true);
    expect(ehPrevisualizavel('x.docx')).toBe(false);
    expect(ehImagem('x.webp')).toBe(true);
    expect(ehImagem('x.pdf')).toBe(false);
  });

  it('zooms in steps of 0.3 never below 0.4', () => {
    expect(proximoZoom(1, 'mais')).toBe(1.3);
    expect(proximoZoom(0.7, 'menos')).toBe(0.4);
    expect(proximoZoom(0.4, 'menos')).toBe(0.4);
  });

  it('previews images and json always, a PDF only with the inline URL, and nothing else', () => {
    expect(comoVisualizar({ nomeArquivo: 'foto.PNG' })).toBe('imagem');
    expect(comoVisualizar({ nomeArquivo: 'dados.json' })).toBe('texto');
    expect(comoVisualizar({ nomeArquivo: 'a.pdf', urlVisualizacao: 'https://s3/a.pdf' })).toBe('pdf');
    expect(comoVisualizar({ nomeArquivo: 'a.pdf' })).toBeNull();
    expect(comoVisualizar({ nomeArquivo: 'pagina.html', urlVisualizacao: 'https://s3/x' })).toBeNull();
    expect(comoVisualizar({ nomeArquivo: 'a.docx' })).toBeNull();
  });
});
