import type { ColunaBaseDados, RegistroBaseDados } from '@wf/shared/schemas/baseDados';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportarCsv, nomeArquivoCsv, type PaginaRegistros } from './exportarCsv';

const colunas: ColunaBaseDados[] = [
  { id: 'c1', dataIndex: 'textoCurto_c1', titulo: 'Nome', keyCampo: 'textoCurto' },
  { id: 'c2', dataIndex: 'moeda_c2', titulo: 'Preço', keyCampo: 'moeda' },
];

const registro = (i: number): RegistroBaseDados => ({
  id: `r${i}`,
  dataCriacao: '',
  dataAlteracao: '',
  valores: { textoCurto_c1: i === 1 ? 'Café; "forte"' : `Item ${i}`, moeda_c2: i === 2 ? null : i + 0.5 },
});

describe('exportarCsv', () => {
  it('pages through the records by cursor and writes one CSV with BOM, ; and quoting', async () => {
    const paginas: Record<string, PaginaRegistros> = {
      inicio: { registros: [registro(1), registro(2)], proximoCursor: 'p2' },
      p2: { registros: [registro(3)], proximoCursor: 'p3' },
      p3: { registros: [], proximoCursor: null },
    };
    const pedidos: (string | undefined)[] = [];
    const progresso: number[] = [];
    const blob = await exportarCsv(
      Papa,
      colunas,
      async (cursor) => {
        pedidos.push(cursor);
        return paginas[cursor ?? 'inicio'];
      },
      (n) => progresso.push(n),
    );
    expect(pedidos).toEqual([undefined, 'p2', 'p3']);
    expect(progresso).toEqual([2, 3]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const texto = new TextDecoder().decode(bytes.subarray(3));
    expect(texto).toBe('Nome;Preço\r\n"Café; ""forte""";1.5\r\nItem 2;\r\nItem 3;3.5');
    expect(Papa.parse<string[]>(texto, { delimiter: ';' }).data).toEqual([
      ['Nome', 'Preço'],
      ['Café; "forte"', '1.5'],
      ['Item 2', ''],
      ['Item 3', '3.5'],
    ]);
  });

  it('quotes every cell a spreadsheet would run as a formula, titles included, and keeps negative numbers', async () => {
    const comFormulas: ColunaBaseDados[] = [
      { id: 'c1', dataIndex: 'textoCurto_c1', titulo: '=Título', keyCampo: 'textoCurto' },
      { id: 'c2', dataIndex: 'number_c2', titulo: 'Saldo', keyCampo: 'number' },
    ];
    const valores = [
      { textoCurto_c1: '=HYPERLINK("http://x";"clique")', number_c2: -5 },
      { textoCurto_c1: '@SOMA(A1)', number_c2: -1.5 },
      { textoCurto_c1: '+55 11 99999-9999', number_c2: 3 },
      { textoCurto_c1: "-2+3;=cmd|' /C calc'!A0", number_c2: null },
      { textoCurto_c1: '\t=1', number_c2: 0 },
    ];
    const blob = await exportarCsv(Papa, comFormulas, async () => ({
      registros: valores.map((v, i) => ({ id: `r${i}`, dataCriacao: '', dataAlteracao: '', valores: v })),
      proximoCursor: null,
    }));
    const texto = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).subarray(3));
    expect(Papa.parse<string[]>(texto, { delimiter: ';' }).data).toEqual([
      ["'=Título", 'Saldo'],
      ['\'=HYPERLINK("http://x";"clique")', '-5'],
      ["'@SOMA(A1)", '-1.5'],
      ["'+55 11 99999-9999", '3'],
      ["'-2+3;=cmd|' /C calc'!A0", ''],
      ["'\t=1", '0'],
    ]);
  });

  it('writes only the header for an empty base and names the file from the title', async () => {
    const blob = await exportarCsv(Papa, colunas, async () => ({ registros: [], proximoCursor: null }));
    expect(new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).subarray(3))).toBe('Nome;Preço');
    expect(nomeArquivoCsv('Fornecedores São Paulo / 2024')).toBe('fornecedores-sao-paulo-2024.csv');
  });
});
