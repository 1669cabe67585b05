import { describe, expect, it } from 'vitest';
import { mensagensEtapa } from '@wf/shared/schemas/etapa';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import {
  camposComNovosIds,
  destinosPermitidos,
  novaEtapa,
  planejarFlags,
  posicaoDaNovaEtapa,
  reordenar,
  type EtapaArmazenada,
} from './etapa';
import { novoVinculo, type Vinculo } from './vinculo';

const agora = new Date('2025-03-01T12:00:00.000Z');
const etapa = (id: string, extra: Partial<EtapaArmazenada> = {}): EtapaArmazenada => ({
  ...novaEtapa({
    id,
    idFluxo: 'f',
    descricao: id.toUpperCase(),
    cor: '#1677ff',
    flags: { etapaInicial: 'N', etapaFinal: 'N', fluxoAberto: 'N' },
    posicao: { x: 0, y: 0 },
    ordemExibicao: 1,
    agora,
  }),
  ...extra,
});
const vinculo = (o: string, d: string): Vinculo =>
  novoVinculo({ idFluxo: 'f', idEtapaOrigem: o, idEtapaDestino: d, agora });

describe('planejarFlags', () => {
  const a = etapa('a', { etapaInicial: 'S' });
  const b = etapa('b');
  const c = etapa('c');
  const vinculos = [vinculo('a', 'b'), vinculo('b', 'c'), vinculo('c', 'b')];

  it('marking a stage initial clears the flag of the current initial stage', () => {
    expect(planejarFlags(b, [a, b, c], vinculos, { etapaInicial: 'S' })).toEqual({
      flags: { etapaInicial: 'S', etapaFinal: 'N', fluxoAberto: 'N' },
      desmarcarInicial: ['a'],
      vinculosRemovidos: [],
    });
  });

  it('refuses clearing the initial flag on the initial stage', () => {
    expect(() => planejarFlags(a, [a, b, c], vinculos, { etapaInicial: 'N' })).toThrow(mensagensEtapa.desmarcarInicial);
  });

  it('final removes every outgoing link, and only those', () => {
    expect(planejarFlags(b, [a, b, c], vinculos, { etapaFinal: 'S' }).vinculosRemovidos.map((v) => v.id)).toEqual([
      'b_c',
    ]);
  });

  it('open removes every outgoing link too', () => {
    expect(planejarFlags(c, [a, b, c], vinculos, { fluxoAberto: 'S' }).vinculosRemovidos.map((v) => v.id)).toEqual([
      'c_b',
    ]);
  });

  it('refuses a stage both final and open', () => {
    expect(() => planejarFlags(b, [a, b, c], vinculos, { etapaFinal: 'S', fluxoAberto: 'S' })).toThrow(
      'Uma etapa final não pode ser de fluxo aberto',
    );
  });

  it('keeps the flags that are not sent', () => {
    expect(planejarFlags(etapa('x', { etapaFinal: 'S' }), [], [], {}).flags).toEqual({
      etapaInicial: 'N',
      etapaFinal: 'S',
      fluxoAberto: 'N',
    });
  });
});

describe('destinosPermitidos', () => {
  const etapas = [etapa('a', { ordemExibicao: 1 }), etapa('b', { ordemExibicao: 2 }), etapa('c', { ordemExibicao: 3 })];

  it('a final stage goes nowhere, whatever links remain', () => {
    expect(destinosPermitidos({ ...etapas[0]!, etapaFinal: 'S' }, etapas, [vinculo('a', 'b')])).toEqual([]);
  });

  it('an open stage goes to every other stage, in board order', () => {
    expect(destinosPermitidos({ ...etapas[1]!, fluxoAberto: 'S' }, etapas, [])).toEqual(['a', 'c']);
  });

  it('otherwise the destinations of its links, never itself', () => {
    expect(destinosPermitidos(etapas[0]!, etapas, [vinculo('a', 'c'), vinculo('a', 'a'), vinculo('b', 'a')])).toEqual([
      'c',
    ]);
  });
});

describe('posicaoDaNovaEtapa', () => {
  it('puts the first node at 50,50', () => {
    expect(posicaoDaNovaEtapa([])).toEqual({ x: 50, y: 50 });
  });

  it('puts a new node 400 px right of the rightmost one, at its height', () => {
    expect(
      posicaoDaNovaEtapa([etapa('a', { posicao: { x: 900, y: 70 } }), etapa('b', { posicao: { x: 100, y: 300 } })]),
    ).toEqual({ x: 1300, y: 70 });
  });
});

describe('reordenar', () => {
  const etapas = ['a', 'b', 'c', 'd'].map((id, i) => etapa(id, { ordemExibicao: i + 1 }));

  it('moves a stage and renumbers from 1, answering only the changed ones', () => {
    expect(reordenar(etapas, 'd', 2)).toEqual([
      { id: 'd', ordemExibicao: 2 },
      { id: 'b', ordemExibicao: 3 },
      { id: 'c', ordemExibicao: 4 },
    ]);
  });

  it('clamps a position past the end', () => {
    expect(reordenar(etapas, 'a', 99).map((n) => n.id)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('repairs gaps and duplicates of stored numbers', () => {
    const estranhas = [
      etapa('a', { ordemExibicao: 5 }),
      etapa('b', { ordemExibicao: 5 }),
      etapa('c', { ordemExibicao: 9 }),
    ];
    expect(reordenar(estranhas, 'a', 1)).toEqual([
      { id: 'a', ordemExibicao: 1 },
      { id: 'b', ordemExibicao: 2 },
      { id: 'c', ordemExibicao: 3 },
    ]);
  });
});

describe('camposComNovosIds', () => {
  it('gives every field a new id, the matching dataIndex and its order', () => {
    const campos = [
      { id: 'old1', keyCampo: 'email', titulo: 'E', ordem: 7, dataIndex: 'email_old1' },
    ] as unknown as CampoFormulario[];
    let n = 0;
    expect(camposComNovosIds(campos, () => `novo${++n}`)).toEqual([
      { id: 'novo1', keyCampo: 'email', titulo: 'E', ordem: 0, dataIndex: 'email_novo1' },
    ]);
  });
});
