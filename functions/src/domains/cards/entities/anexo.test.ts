import { describe, expect, it } from 'vitest';
import { nomeSeguro, problemaDoArquivo, problemaDoObjeto, tipoExibidoNoNavegador } from './anexo';

describe('attachment checks', () => {
  it('refuses a forbidden type with its fixed message and a too large file with 413 semantics', () => {
    expect(problemaDoArquivo({ nomeArquivo: 'x.exe', tipoMime: 'application/x-msdownload', tamanho: 10 })?.tipo).toBe(
      'tipo',
    );
    expect(problemaDoArquivo({ nomeArquivo: 'x.pdf', tipoMime: 'application/pdf', tamanho: 11 }, 10)).toEqual({
      tipo: 'tamanho',
      mensagem: 'Não foi possível incluir o anexo pois o tamanho do arquivo ultrapassa o limite permitido',
    });
    expect(problemaDoArquivo({ nomeArquivo: 'x.pdf', tipoMime: 'application/pdf', tamanho: 10 }, 10)).toBeNull();
  });

  it('checks the stored object against the grant', () => {
    const p = { tipoMime: 'text/plain', tamanho: 5 };
    expect(problemaDoObjeto(p, { tamanho: 6, tipoMime: 'text/plain' })).toBe('tamanho');
    expect(problemaDoObjeto(p, { tamanho: 5, tipoMime: 'text/html' })).toBe('tipo');
    expect(problemaDoObjeto(p, { tamanho: 4, tipoMime: 'text/plain' })).toBe('diferente');
    expect(problemaDoObjeto(p, { tamanho: 5, tipoMime: 'text/plain' })).toBeNull();
  });

  it('makes file names safe for keys and headers', () => {
    expect(nomeSeguro('Relatório final (v2).pdf')).toBe('Relatorio_final_v2_.pdf');
    expect(nomeSeguro('../../etc/passwd')).toBe('etc_passwd');
    expect(nomeSeguro('???')).toBe('arquivo');
  });

  it('shows inline only PDFs and raster images, with the type of their extension', () => {
    expect(tipoExibidoNoNavegador('Contrato.PDF')).toBe('application/pdf');
    expect(tipoExibidoNoNavegador('foto.jpeg')).toBe('image/jpeg');
    expect(tipoExibidoNoNavegador('foto.jpg')).toBe('image/jpeg');
    expect(tipoExibidoNoNavegador('a.png')).toBe('image/png');
    expect(tipoExibidoNoNavegador('a.gif')).toBe('image/gif');
    expect(tipoExibidoNoNavegador('a.webp')).toBe('image/webp');
    // Pages and scripts a browser would run, and everything else, only download.
    for (const nome of ['p.html', 'p.htm', 'i.svg', 'd.xml', 'x.json', 't.txt', 'sem-extensao', 'a.pdf.html'])
      expect(tipoExibidoNoNavegador(nome), nome).toBeNull();
  });
});
