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

  it('shows a calendar day as DD/MM/YYYY and no day as " - "', () => {
    expect(formatarDia('2026-03-09')).toBe('09/03/2026');
    expect(formatarDia(null)).toBe(' - ');
  });
});
