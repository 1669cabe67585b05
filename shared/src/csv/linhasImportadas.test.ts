import type { ColunaBaseDados } from '../schemas/baseDados';
import { describe, expect, it } from 'vitest';
import { conversorDeLinhas, linhaVazia, mapeamentoPorTitulo, nomesDasColunasCsv } from './linhasImportadas';

const colunas: ColunaBaseDados[] = [
  { id: 'c1', dataIndex: 'textoCurto_c1', titulo: 'Razão social', keyCampo: 'textoCurto' },
  { id: 'c2', dataIndex: 'cnpj_c2', titulo: 'CNPJ', keyCampo: 'cnpj' },
  { id: 'c3', dataIndex: 'moeda_c3', titulo: 'Limite', keyCampo: 'moeda' },
];

describe('CSV rows to records', () => {
  it('maps CSV columns by title, accents and case ignored, and names header-less columns', () => {
    expect(mapeamentoPorTitulo(['cnpj', 'Obs', 'RAZAO SOCIAL'], colunas)).toEqual({ 0: 'c2', 2: 'c1' });
    expect(nomesDasColunasCsv(['a', ' ', 'c'], true)).toEqual(['a', 'Coluna 2', 'c']);
    expect(nomesDasColunasCsv(['a', 'b'], false)).toEqual(['Coluna 1', 'Coluna 2']);
  });

  it('builds the record by dataIndex from mapped columns only, normalised', () => {
    const converter = conversorDeLinhas(colunas, { 0: 'c2', 2: 'c1', 3: 'c3' });
    expect(converter(['11.222.333/0001-81', 'ignorada', ' Acme ', '1.500,5'], 2)).toEqual({
      ok: true,
      valores: { cnpj_c2: '11.222.333/0001-81', textoCurto_c1: 'Acme', moeda_c3: 1500.5 },
    });
  });

  it('refuses the whole row at its first invalid cell, with line, field, type and value', () => {
    const converter = conversorDeLinhas(colunas, { 0: 'c1', 1: 'c2' });
    expect(converter(['Acme', '123'], 7)).toEqual({
      ok: false,
      invalida: { linha: 7, campo: 'CNPJ', tipo: 'CNPJ', valor: '123', mensagem: 'CNPJ inválido' },
    });
  });

  it('reads back a cell and a title the export quoted as they were stored', () => {
    expect(nomesDasColunasCsv(["'=Razão social", "'nome"], true)).toEqual(['=Razão social', "'nome"]);
    const converter = conversorDeLinhas(colunas, { 0: 'c1' });
    expect(converter(["'=SOMA(1;2)"], 2)).toEqual({ ok: true, valores: { textoCurto_c1: '=SOMA(1;2)' } });
    expect(converter(["'+55 11 99999-9999"], 3)).toEqual({ ok: true, valores: { textoCurto_c1: '+55 11 99999-9999' } });
  });

  it('ignores a mapping to a column the base no longer has', () => {
    expect(conversorDeLinhas(colunas, { 0: 'sumiu' })(['x'], 1)).toEqual({ ok: true, valores: {} });
  });

  it('sees a line of empty cells as empty', () => {
    expect(linhaVazia(['', ' '])).toBe(true);
    expect(linhaVazia(['', 'a'])).toBe(false);
  });
});
