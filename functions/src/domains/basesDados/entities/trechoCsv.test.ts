import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { lerTrechoCsv } from './trechoCsv';

/** Reads a whole file part by part as the import's steps do, each from the previous one's end. */
function lerEmPartes(arquivo: Buffer, tamanhoParte: number, maximoLinhas = 1000) {
  const linhas: string[][] = [];
  let de = 0;
  let delimitador: string | null = null;
  while (de < arquivo.length) {
    const ate = Math.min(arquivo.length, de + tamanhoParte);
    const t = lerTrechoCsv(arquivo.subarray(de, ate), {
      inicioDoArquivo: de === 0,
      fimDoArquivo: ate === arquivo.length,
      delimitador,
      maximoLinhas,
    });
    if (!t.bytesConsumidos) throw new Error('parte pequena demais');
    delimitador = t.delimitador;
    linhas.push(...t.linhas);
    de += t.bytesConsumidos;
  }
  return linhas;
}

const texto =
  '\uFEFFNome;Observação;Valor\r\n' +
  'Ação Ltda;"linha 1\nlinha 2";1,50\r\n' +
  '"Aspas ""duplas""";ç é ã;2\r\n' +
  '\r\n' +
  'Último;"; dentro";3';

describe('an import CSV read in parts from byte offsets', () => {
  it('gives the same rows as one whole parse, whatever the part size (quotes, accents, CRLF, BOM)', () => {
    const arquivo = Buffer.from(texto, 'utf8');
    const inteiro = Papa.parse<string[]>(texto.slice(1), { delimiter: ';' }).data;
    for (const tamanho of [40, 41, 47, 60, 200]) {
      expect(lerEmPartes(arquivo, tamanho)).toEqual(inteiro);
    }
  });

  it('stops after maximoLinhas rows, the bytes taken being exactly theirs', () => {
    const arquivo = Buffer.from('a,b\n1,2\n3,4\n5,6\n', 'utf8');
    const t = lerTrechoCsv(arquivo, { inicioDoArquivo: true, fimDoArquivo: true, maximoLinhas: 2 });
    expect(t.linhas).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(arquivo.subarray(t.bytesConsumidos).toString()).toBe('3,4\n5,6\n');
    expect(lerEmPartes(arquivo, 1000, 2)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('takes nothing from a part that holds no whole row', () => {
    const t = lerTrechoCsv(Buffer.from('"aberta\ncontinua', 'utf8'), {
      inicioDoArquivo: true,
      fimDoArquivo: false,
      maximoLinhas: 10,
    });
    expect(t.bytesConsumidos).toBe(0);
  });
});
