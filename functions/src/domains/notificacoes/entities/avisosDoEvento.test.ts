import { describe, expect, it } from 'vitest';
import type { EventoLido } from '@wf/shared/events';
import { planejarAvisos } from './avisosDoEvento';

const base = {
  idEvento: 'e1',
  sigla: 'AVMB',
  ocorridoEm: '2025-01-01T00:00:00.000Z',
  idFluxo: 'f1',
  idEtapa: 's1',
  idInstancia: 'c1',
  alteradoPor: 'Ana@x.com',
};
const comentario = (emailsMencionados: string[], geradoPeloSistema: 'S' | 'N' = 'N'): EventoLido => ({
  tipo: 'comentarioAdicionado',
  detalhe: { ...base, idComentario: 'k1', geradoPeloSistema, emailsMencionados },
});

describe('planejarAvisos', () => {
  it('tells the mentioned and the followers of a comment, one reason each (the mention wins), never the author', () => {
    const plano = planejarAvisos(comentario(['bia@x.com', 'ana@x.com']), ['BIA@x.com', 'caio@x.com', 'ana@x.com']);
    expect(plano?.avisos).toEqual([
      { email: 'bia@x.com', motivo: 'mencao' },
      { email: 'caio@x.com', motivo: 'comentario' },
    ]);
  });

  it("tells followers nothing of a system comment (the move it records is told by the move's own event)", () => {
    expect(planejarAvisos(comentario([], 'S'), ['caio@x.com'])).toBeNull();
  });

  it('tells followers of a move between stages, not of a creation', () => {
    const mover = (idEtapaOrigem: string | null): EventoLido => ({
      tipo: 'cardEntrarEtapa',
      detalhe: { ...base, descricaoInstancia: 'Card', idEtapaOrigem },
    });
    expect(planejarAvisos(mover('s0'), ['caio@x.com'])?.avisos).toEqual([{ email: 'caio@x.com', motivo: 'movido' }]);
    expect(planejarAvisos(mover(null), ['caio@x.com'])).toBeNull();
  });

  it('tells a new responsible unless he made himself responsible; ignores events that notify nobody', () => {
    const resp = (emailResponsavel: string): EventoLido => ({
      tipo: 'pessoaResponsavel',
      detalhe: { ...base, emailResponsavel },
    });
    expect(planejarAvisos(resp('bia@x.com'), [])?.avisos).toEqual([{ email: 'bia@x.com', motivo: 'responsavel' }]);
    expect(planejarAvisos(resp('ana@x.com'), [])).toBeNull();
    expect(
      planejarAvisos({ tipo: 'etiquetaVinculada', detalhe: { ...base, idEtiqueta: 'l1' } }, ['caio@x.com']),
    ).toBeNull();
  });
});
