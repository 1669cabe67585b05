import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { LinhaRelatorioFluxo } from '@wf/shared/types/relatorio';
import { COLUNAS_FLUXOS, formatarDia } from './colunasRelatorio';
import { BOM, textoCsv } from './csvRelatorio';

describe('textoCsv', () => {
  it('starts with the BOM, separates by ; and quotes what needs it', () => {
    const linhas: LinhaRelatorioFluxo[] = [
      {
        idFluxo: 'f1',
        nomeFluxo: 'Aquisição; "urgente"',
        totalCards: 3,
        totalEtapas: 2,
        totalPessoasAutorizadas: 1,
        cardsCriadosNoPeriodo: 2,
        cardsMovimentadosNoPeriodo: 1,
        cardsConcluidosNoPeriodo: 0,
      },
    ];
    const texto = textoCsv(Papa, COLUNAS_FLUXOS, linhas);
    expect(texto.startsWith(BOM)).toBe(true);
    expect(texto.slice(1).split('\r\n')).toEqual([
      'Fluxo;Cards;Etapas;Pessoas autorizadas;Criados no período;Concluídos no período',
      '"Aquisição; ""urgente""";3;2;1;2;0',
    ]);
  });

  it('quotes a card title a spreadsheet would run as a formula (it may come from the public form)', () => {
    const linha = (nomeFluxo: string): LinhaRelatorioFluxo => ({
      idFluxo: nomeFluxo,
      nomeFluxo,
      totalCards: 0,
      totalEtapas: 1,
      totalPessoasAutorizadas: 1,
      cardsCriadosNoPeriodo: 0,
      cardsMovimentadosNoPeriodo: 0,
      cardsConcluidosNoPeriodo: 0,
    });
    const texto = textoCsv(
      Papa,
      COLUNAS_FLUXOS,
      ['=HYPERLINK("http://x";"clique")', '@SOMA(A1)', '+1', '-1+1', 'Compras'].map(linha),
    );
    const [, ...corpo] = Papa.parse<string[]>(texto.slice(1), { delimiter: ';' }).data;
    expect(corpo.map((l) => l[0])).toEqual([
      '\'=HYPERLINK("http://x";"clique")',
      "'@SOMA(A1)",
      "'+1",
      "'-1+1",
      'Compras',
    ]);
  });

  it('shows a calendar day as DD/MM/YYYY and no day as " - "', () => {
    expect(formatarDia('2026-03-09')).toBe('09/03/2026');
    expect(formatarDia(null)).toBe(' - ');
  });
});
