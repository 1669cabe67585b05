import { describe, expect, it } from 'vitest';
import type { EtapaArmazenada } from '../../fluxos';
import { etapasAnteriores } from './etapasPercorridas';

const etapa = (id: string) => ({ id, descricao: id, listaCamposFormulario: [] }) as unknown as EtapaArmazenada;

describe('etapasAnteriores', () => {
  const etapas = ['A', 'B', 'C', 'D'].map(etapa);

  it('lists the stages in the order first entered, without the current one nor repeats', () => {
    const historico = ['A', 'B', 'A', 'C', 'B', 'D'].map((idEtapa) => ({ idEtapa }));
    expect(etapasAnteriores(historico, etapas, 'D').map((e) => e.id)).toEqual(['A', 'B', 'C']);
  });

  it('leaves out the current stage when the card came back to it, and stages deleted since', () => {
    const historico = ['A', 'X', 'B', 'A'].map((idEtapa) => ({ idEtapa }));
    expect(etapasAnteriores(historico, etapas, 'A').map((e) => e.id)).toEqual(['B']);
  });
});
