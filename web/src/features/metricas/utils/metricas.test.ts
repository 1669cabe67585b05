import { describe, expect, it } from 'vitest';
import type { RespostaMetricasFluxo } from '@wf/shared/types/relatorio';
import { diaMes, formatarMedia, semDadosParaGraficos } from './metricas';

const base: RespostaMetricasFluxo = {
  nomeProprietario: 'Ana',
  dataHoraAlteracao: '2026-11-01T12:00:00.000Z',
  totalEtapas: 2,
  totalPessoasAutorizadas: 1,
  totalCardsCriados: 0,
  totalCardsConcluidos: 0,
  totalCardsEmAtraso: 0,
  mediaCardsAbertosDia: 0,
  mediaCardsMovimentadosDia: 0,
  mediaCardsConcluidosDia: 0,
  listaCardsPorEtapa: [],
  listaCardsPorResponsavel: [],
  listaHistoricoCards: [{ dataReferencia: '2026-11-01', cardsMovimentados: 0 }],
};

describe('metricas', () => {
  it('has no chart data only without cards and without moves', () => {
    expect(semDadosParaGraficos(base)).toBe(true);
    expect(semDadosParaGraficos({ ...base, totalCardsCriados: 1 })).toBe(false);
    expect(
      semDadosParaGraficos({ ...base, listaHistoricoCards: [{ dataReferencia: '2026-11-01', cardsMovimentados: 2 }] }),
    ).toBe(false);
  });

  it('formats days and averages in pt-BR', () => {
    expect(diaMes('2026-03-09')).toBe('09/03');
    expect(formatarMedia(0.13)).toBe('0,13');
    expect(formatarMedia(2)).toBe('2');
  });
});
