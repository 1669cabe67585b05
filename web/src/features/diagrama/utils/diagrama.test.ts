import type { Etapa, EtapaRel } from '@wf/shared/types/fluxo';
import { describe, expect, it } from 'vitest';
import { destaqueDaAresta, etapasParaNos, posicoesDosNos, relsParaArestas, vinculoDaConexao } from './diagrama';

const etapa = (id: string, mudancas: Partial<Etapa> = {}): Etapa => ({
  id,
  idFluxo: 'f1',
  descricao: `Etapa ${id}`,
  cor: '#1677ff',
  etapaInicial: 'N',
  etapaFinal: 'N',
  fluxoAberto: 'N',
  ordemExibicao: 1,
  totalCardsPresentes: 0,
  listaIdsEtapasDestino: [],
  permiteEditar: 'S',
  permiteConcederAutorizacoes: 'S',
  permiteExecutarInstancias: 'S',
  restrAbrirCard: 'N',
  jsonConfig: { listaCamposFormulario: [], node: { id, type: 'square', position: { x: 10, y: 20 } } },
  ...mudancas,
});

const rel = (origem: string, destino: string): EtapaRel => ({
  id: `${origem}_${destino}`,
  idEtapaOrigem: origem,
  idEtapaDestino: destino,
  posicaoOrigem: 'right',
  posicaoDestino: 'left',
});

const semFoco = {
  permiteEditarElementosFluxo: true,
  idNoEmFoco: null,
  idArestaEmFoco: null,
  idArestaSelecionada: null,
};

describe('etapasParaNos', () => {
  it('places each stage as a square node at its saved position', () => {
    const [no] = etapasParaNos([etapa('a')], true);
    expect(no).toMatchObject({ id: 'a', type: 'square', position: { x: 10, y: 20 }, data: { etapa: { id: 'a' } } });
  });

  it('makes nodes draggable and connectable only with the flow-element permission', () => {
    expect(etapasParaNos([etapa('a')], true)[0]).toMatchObject({ draggable: true, connectable: true });
    expect(etapasParaNos([etapa('a')], false)[0]).toMatchObject({ draggable: false, connectable: false });
  });

  it('never lets the Delete key remove a stage', () => {
    expect(etapasParaNos([etapa('a')], true)[0].deletable).toBe(false);
  });

  it('puts a stage without a saved position at 50,50', () => {
    const semNo = etapa('a', { jsonConfig: { listaCamposFormulario: [] } as unknown as Etapa['jsonConfig'] });
    expect(etapasParaNos([semNo], true)[0].position).toEqual({ x: 50, y: 50 });
  });

  it('keeps the selection of the previous nodes across a refetch', () => {
    const anteriores = etapasParaNos([etapa('a'), etapa('b')], true).map((n) => ({ ...n, selected: n.id === 'b' }));
    const novos = etapasParaNos([etapa('a'), etapa('b', { descricao: 'Renomeada' })], true, anteriores);
    expect(novos.map((n) => n.selected)).toEqual([false, true]);
    expect(novos[1].data.etapa.descricao).toBe('Renomeada');
  });
});

describe('relsParaArestas', () => {
  it('maps a link to a defaultCustom edge between the handles of its sides', () => {
    const [aresta] = relsParaArestas([rel('a', 'b')], [etapa('a'), etapa('b')], semFoco);
    expect(aresta).toMatchObject({
      id: 'a_b',
      source: 'a',
      target: 'b',
      sourceHandle: 'right',
      targetHandle: 'left',
      type: 'defaultCustom',
      ariaLabel: 'Conexão de Etapa a para Etapa b',
    });
  });

  it('drops links to stages that are not on the diagram', () => {
    expect(relsParaArestas([rel('a', 'x')], [etapa('a')], semFoco)).toEqual([]);
  });

  it('animates the outgoing edges of the hovered node and dims the others', () => {
    const arestas = relsParaArestas([rel('a', 'b'), rel('b', 'a')], [etapa('a'), etapa('b')], {
      ...semFoco,
      idNoEmFoco: 'a',
    });
    expect(arestas.map((a) => [a.id, a.animated, a.data?.destaque])).toEqual([
      ['a_b', true, 'animada'],
      ['b_a', false, 'esmaecida'],
    ]);
  });

  it('shows the delete button on hover or selection, and only with the permission', () => {
    const etapas = [etapa('a'), etapa('b')];
    expect(
      relsParaArestas([rel('a', 'b')], etapas, { ...semFoco, idArestaEmFoco: 'a_b' })[0].data?.mostrarRemover,
    ).toBe(true);
    expect(
      relsParaArestas([rel('a', 'b')], etapas, { ...semFoco, idArestaSelecionada: 'a_b' })[0].data?.mostrarRemover,
    ).toBe(true);
    const leitura = relsParaArestas([rel('a', 'b')], etapas, {
      ...semFoco,
      permiteEditarElementosFluxo: false,
      idArestaEmFoco: 'a_b',
    })[0];
    expect(leitura).toMatchObject({ deletable: false, focusable: false, data: { mostrarRemover: false } });
  });
});

describe('destaqueDaAresta', () => {
  it('is normal while no node is hovered', () => {
    expect(destaqueDaAresta('a', null)).toBe('normal');
  });
});

describe('vinculoDaConexao', () => {
  it('turns a drawn connection into the link payload with its handle sides', () => {
    expect(vinculoDaConexao({ source: 'a', target: 'b', sourceHandle: 'bottom', targetHandle: 'top' })).toEqual({
      idEtapaOrigem: 'a',
      idEtapaDestino: 'b',
      posicaoOrigem: 'bottom',
      posicaoDestino: 'top',
    });
  });

  it('refuses a stage connected to itself', () => {
    expect(vinculoDaConexao({ source: 'a', target: 'a', sourceHandle: 'right', targetHandle: 'left' })).toBeNull();
  });

  it('falls back to right and left for unknown handles', () => {
    expect(vinculoDaConexao({ source: 'a', target: 'b', sourceHandle: null, targetHandle: 'x' })).toMatchObject({
      posicaoOrigem: 'right',
      posicaoDestino: 'left',
    });
  });
});

describe('posicoesDosNos', () => {
  it('rounds the dragged positions for saving', () => {
    expect(posicoesDosNos([{ id: 'a', position: { x: 10.6, y: -3.2 } }])).toEqual([
      { idEtapa: 'a', posicao: { x: 11, y: -3 } },
    ]);
  });
});
