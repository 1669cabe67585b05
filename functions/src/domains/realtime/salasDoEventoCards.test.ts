import { describe, expect, it } from 'vitest';
import { tiposEventoSubElementoCard } from '@wf/shared/events';
import { fontesDosEventos } from '@wf/shared/fontesEventos';
import { salasDoEvento } from './salasDoEvento';

describe('salasDoEvento: card sub-elements', () => {
  it("sends every sub-element event to its flow's room", () => {
    const detalhe = {
      idEvento: 'e1',
      sigla: 'AVMB',
      ocorridoEm: '2025-01-01T00:00:00.000Z',
      idFluxo: 'f1',
      idEtapa: 'e1',
      idInstancia: 'c1',
      alteradoPor: 'ana@x.com',
    };
    for (const tipo of tiposEventoSubElementoCard) {
      expect(fontesDosEventos[tipo]).toBe('workflow.instancias');
      expect(salasDoEvento({ tipo, detalhe } as never), tipo).toEqual(['FLUXO:AVMB:f1']);
    }
  });
});

describe('salasDoEvento: moves', () => {
  const base = {
    idEvento: 'e1',
    sigla: 'AVMB',
    ocorridoEm: '2025-01-01T00:00:00.000Z',
    idFluxo: 'f1',
    idEtapa: 'a',
    idInstancia: 'c1',
    descricaoInstancia: 'C',
    alteradoPor: 'ana@x.com',
  };
  it('tells a move inside the flow once, by cardEntrarEtapa', () => {
    expect(salasDoEvento({ tipo: 'cardEntrarEtapa', detalhe: { ...base, idEtapa: 'b', idEtapaOrigem: 'a' } })).toEqual([
      'FLUXO:AVMB:f1',
    ]);
    expect(salasDoEvento({ tipo: 'cardSairEtapa', detalhe: { ...base, idEtapaDestino: 'b' } })).toEqual([]);
  });
  it("tells the origin flow's room when the card left for another flow", () => {
    expect(
      salasDoEvento({ tipo: 'cardSairEtapa', detalhe: { ...base, idEtapaDestino: 'x', idFluxoDestino: 'f2' } }),
    ).toEqual(['FLUXO:AVMB:f1']);
  });
});
