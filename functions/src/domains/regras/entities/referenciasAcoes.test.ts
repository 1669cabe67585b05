import { describe, expect, it } from 'vitest';
import { destinoEmOutroFluxo, referenciasDaRegra } from './referenciasAcoes';

const acao = (key: string, formulario: unknown) => ({ id: key, key, formulario }) as never;

describe("what a rule's actions name beyond the card", () => {
  it('stages, destinations in other flows, fixed labels and people; variables are left to the run', () => {
    const refs = referenciasDaRegra({
      acoes: [
        acao('moverCard', { idEtapaMoveCard: 'e1' }),
        acao('copiarCardOutroFluxo', { idFluxoMoveCard: 'f2', idEtapaMoveCard: 'e2' }),
        acao('adicionarEtiquetas', { addEtiquetasIds: 'l1, {{ETIQUETA}}, l2' }),
        acao('adicionarResponsaveis', { addResponsaveis: 'Ana@X.com, {{usuario.email}}' }),
        acao('adicionarComentario', { comment: 'oi' }),
      ],
    });
    expect(refs.map((r) => [r.titulo, r.referencias])).toEqual([
      ['Mover card para etapa', [{ tipo: 'etapaDoFluxo', idEtapa: 'e1' }]],
      ['Copiar card para outro fluxo', [{ tipo: 'outroFluxo', idFluxo: 'f2', idEtapa: 'e2' }]],
      [expect.any(String), [{ tipo: 'etiquetas', ids: ['l1', 'l2'] }]],
      [expect.any(String), [{ tipo: 'pessoas', emails: ['ana@x.com'] }]],
    ]);
  });

  it('finds the destination of a cross-flow action only', () => {
    expect(destinoEmOutroFluxo(acao('moverCardOutroFluxo', { idFluxoMoveCard: 'f2', idEtapaMoveCard: 'e2' }))).toEqual({
      tipo: 'outroFluxo',
      idFluxo: 'f2',
      idEtapa: 'e2',
    });
    expect(destinoEmOutroFluxo(acao('moverCard', { idEtapaMoveCard: 'e1' }))).toBeNull();
    expect(destinoEmOutroFluxo(acao('copiarCardOutroFluxo', {}))).toBeNull();
  });
});
