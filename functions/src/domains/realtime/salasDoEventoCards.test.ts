import { describe, expect, it } from 'vitest';
import { eventosDominio, tiposEventoSubElementoCard } from '@wf/shared/events';
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
      expect(eventosDominio[tipo].source).toBe('workflow.instancias');
      expect(salasDoEvento({ tipo, detalhe } as never), tipo).toEqual(['FLUXO:AVMB:f1']);
    }
  });
});
