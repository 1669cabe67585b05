import { describe, expect, it } from 'vitest';
import { mensagensEtapa } from '@wf/shared/schemas/etapa';
import {
  arestaDoVinculo,
  conferirNovoVinculo,
  idDoVinculo,
  lerIdDoVinculo,
  novoVinculo,
  vinculosValidos,
} from './vinculo';

const ponta = (id: string, extra: Partial<{ etapaFinal: 'S' | 'N'; fluxoAberto: 'S' | 'N' }> = {}) => ({
  id,
  etapaFinal: 'N' as const,
  fluxoAberto: 'N' as const,
  ...extra,
});

describe('edge rules', () => {
  it('refuses the same direction twice but allows the reverse', () => {
    const existentes = [{ id: idDoVinculo('a', 'b') }];
    expect(() => conferirNovoVinculo(ponta('a'), ponta('b'), existentes)).toThrow(mensagensEtapa.vinculoDuplicado);
    expect(() => conferirNovoVinculo(ponta('b'), ponta('a'), existentes)).not.toThrow();
  });

  it('refuses a link from a stage to itself', () => {
    expect(() => conferirNovoVinculo(ponta('a'), ponta('a'), [])).toThrow(mensagensEtapa.vinculoMesmaEtapa);
  });

  it('refuses a link out of a final or an open stage', () => {
    expect(() => conferirNovoVinculo(ponta('a', { etapaFinal: 'S' }), ponta('b'), [])).toThrow(
      mensagensEtapa.vinculoSaidaBloqueada,
    );
    expect(() => conferirNovoVinculo(ponta('a', { fluxoAberto: 'S' }), ponta('b'), [])).toThrow(
      mensagensEtapa.vinculoSaidaBloqueada,
    );
  });

  it('the duplicate is a conflict (answered 409)', () => {
    const falha = (() => {
      try {
        conferirNovoVinculo(ponta('a'), ponta('b'), [{ id: 'a_b' }]);
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(falha).toMatchObject({ natureza: 'conflito', tipo: 'EVinculoDuplicado' });
  });
});

describe('link ids and edges', () => {
  it('a link id is made of its stages and reads back', () => {
    expect(lerIdDoVinculo(idDoVinculo('11-aa', '22-bb'))).toEqual({ idEtapaOrigem: '11-aa', idEtapaDestino: '22-bb' });
    for (const id of ['semseparador', '_b', 'a_', 'a_b_c']) expect(lerIdDoVinculo(id)).toBeNull();
  });

  it('an edge is the canvas form of a link, type defaultCustom', () => {
    const v = novoVinculo({
      idFluxo: 'f',
      idEtapaOrigem: 'a',
      idEtapaDestino: 'b',
      posicaoDestino: 'top',
      agora: new Date(),
    });
    expect(arestaDoVinculo(v)).toEqual({
      id: 'a_b',
      source: 'a',
      target: 'b',
      sourceHandle: 'right',
      targetHandle: 'top',
      type: 'defaultCustom',
    });
  });

  it('hides links whose stage is gone', () => {
    const vs = [
      { idEtapaOrigem: 'a', idEtapaDestino: 'b' },
      { idEtapaOrigem: 'a', idEtapaDestino: 'x' },
    ];
    expect(vinculosValidos([{ id: 'a' }, { id: 'b' }], vs)).toEqual([vs[0]]);
  });
});
