import { describe, expect, it } from 'vitest';
import { problemaDoConteudo } from './conteudoAnexo';

const bytes = (...partes: Array<string | number[]>): Uint8Array =>
  Buffer.concat(partes.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
const JPG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const PDF = bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj');
const ZIP = bytes('PK', [3, 4, 20, 0, 0, 0, 8, 0], '[Content_Types].xml');
const CFB = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0, 0, 0]);
const MZ = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], 'This program cannot be run in DOS mode');
const ELF = bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
const TAR = (() => {
  const b = Buffer.alloc(512);
  b.write('relatorio.txt', 0);
  b.write('ustar\u000000', 257, 'latin1');
  return new Uint8Array(b);
})();

describe('problemaDoConteudo', () => {
  it('accepts files whose first bytes are of the declared type', () => {
    expect(problemaDoConteudo('foto.png', PNG)).toBeNull();
    expect(problemaDoConteudo('foto.JPEG', JPG)).toBeNull();
    expect(problemaDoConteudo('contrato.pdf', PDF)).toBeNull();
    expect(problemaDoConteudo('planilha.xlsx', ZIP)).toBeNull();
    expect(problemaDoConteudo('texto.odt', ZIP)).toBeNull();
    expect(problemaDoConteudo('antigo.doc', CFB)).toBeNull();
    expect(problemaDoConteudo('backup.tar', TAR)).toBeNull();
    expect(problemaDoConteudo('dados.gz', bytes([0x1f, 0x8b, 8, 0]))).toBeNull();
    expect(problemaDoConteudo('carta.rtf', bytes('{\\rtf1\\ansi Olá'))).toBeNull();
  });

  it('accepts text, in UTF-8, Latin-1 or UTF-16, and an empty text file', () => {
    expect(problemaDoConteudo('notas.txt', bytes('Relatório\r\nlinha 2\tcoluna'))).toBeNull();
    expect(problemaDoConteudo('notas.txt', bytes('Relat', [0xf3], 'rio'))).toBeNull();
    expect(problemaDoConteudo('notas.txt', bytes([0xff, 0xfe], 'O\u0000i\u0000'))).toBeNull();
    expect(problemaDoConteudo('dados.json', bytes('{"a": [1, 2]}'))).toBeNull();
    expect(problemaDoConteudo('pagina.html', bytes('<!doctype html><p>oi</p>'))).toBeNull();
    expect(problemaDoConteudo('vazio.txt', new Uint8Array())).toBeNull();
  });

  it('refuses programs whatever the declared type', () => {
    expect(problemaDoConteudo('fatura.exe.pdf', MZ)).toBe('executavel');
    expect(problemaDoConteudo('leia.txt', MZ)).toBe('executavel');
    expect(problemaDoConteudo('foto.png', ELF)).toBe('executavel');
    expect(problemaDoConteudo('app.zip', bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]))).toBe('executavel');
    expect(problemaDoConteudo('instalar.txt', bytes('#!/bin/sh\nrm -rf ~\n'))).toBe('executavel');
    expect(problemaDoConteudo('instalar.txt', bytes([0xef, 0xbb, 0xbf], '#!/usr/bin/env node'))).toBe('executavel');
  });

  it('refuses bytes of another type than declared', () => {
    expect(problemaDoConteudo('foto.pdf', PNG)).toBe('diferente');
    expect(problemaDoConteudo('foto.png', JPG)).toBe('diferente');
    expect(problemaDoConteudo('planilha.xlsx', PDF)).toBe('diferente');
    expect(problemaDoConteudo('notas.txt', PNG)).toBe('diferente');
    expect(problemaDoConteudo('dados.json', ZIP)).toBe('diferente');
    expect(problemaDoConteudo('carta.rtf', bytes('texto'))).toBe('diferente');
    expect(problemaDoConteudo('vazio.pdf', new Uint8Array())).toBe('diferente');
  });
});
