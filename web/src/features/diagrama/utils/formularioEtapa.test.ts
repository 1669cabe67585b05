import { describe, expect, it } from 'vitest';
import { alternarFlag, avisosDaAlteracao, opcoesDeOrigem } from './formularioEtapa';

const base = { etapaInicial: false, etapaFinal: false, fluxoAberto: false };
const etapaAtual = { id: 'a', etapaInicial: 'N' as const, etapaFinal: 'N' as const, fluxoAberto: 'N' as const };

describe('alternarFlag', () => {
  it('turns open flow off when the stage becomes final, and the reverse', () => {
    expect(alternarFlag({ ...base, fluxoAberto: true }, 'etapaFinal', true)).toEqual({ ...base, etapaFinal: true });
    expect(alternarFlag({ ...base, etapaFinal: true }, 'fluxoAberto', true)).toEqual({ ...base, fluxoAberto: true });
  });

  it('leaves the initial flag alone', () => {
    expect(alternarFlag({ ...base, etapaFinal: true }, 'etapaInicial', true)).toEqual({
      ...base,
      etapaInicial: true,
      etapaFinal: true,
    });
  });
});

describe('avisosDaAlteracao', () => {
  it('warns that a stage turned final loses its outgoing connections', () => {
    const avisos = avisosDaAlteracao(etapaAtual, { ...base, etapaFinal: true }, [
      { idEtapaOrigem: 'a' },
      { idEtapaOrigem: 'a' },
    ]);
    expect(avisos).toEqual(['As 2 conexões de saída desta etapa serão removidas.']);
  });

  it('says nothing about connections when the stage has none leaving', () => {
    expect(avisosDaAlteracao(etapaAtual, { ...base, fluxoAberto: true }, [{ idEtapaOrigem: 'b' }])).toEqual([]);
  });

  it('warns that the current initial stage stops being initial', () => {
    expect(avisosDaAlteracao(etapaAtual, { ...base, etapaInicial: true }, [])).toEqual([
      'A etapa inicial atual deixará de ser inicial.',
    ]);
  });
});

describe('opcoesDeOrigem', () => {
  it('offers every stage and marks those that get no link', () => {
    const etapas = [
      { id: 'a', descricao: 'A', etapaFinal: 'N', fluxoAberto: 'N' },
      { id: 'b', descricao: 'B', etapaFinal: 'S', fluxoAberto: 'N' },
    ] as const;
    expect(opcoesDeOrigem(etapas)).toEqual([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B (final: sem conexão)' },
    ]);
  });
});
