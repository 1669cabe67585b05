import type { FluxoResumo } from '@wf/shared/types/fluxo';
import { describe, expect, it } from 'vitest';
import { FILTROS_PADRAO } from './filtrosFluxos';
import { filtrarFluxos, fluxosDaAba, fluxosVisiveis, normalizarTexto, ordenarFluxos } from './listaFluxos';

const dono = { id: 'u1', nome: 'Demo', email: 'demo@avmb.com.br', iniciais: 'D', cor: '#1677ff', imgFoto: null };

function fluxo(parcial: Partial<FluxoResumo> & Pick<FluxoResumo, 'id' | 'descricao'>): FluxoResumo {
  return {
    detalhes: '',
    icone: 'ProjectOutlined',
    arquivado: 'N',
    fluxoFavorito: 'N',
    permitirEnviarCards: 'N',
    permitirReceberCards: 'N',
    permitirFormPublico: 'N',
    dataHoraAlteracao: '2025-01-01T00:00:00.000Z',
    numEtapasPresentes: 0,
    numInstanciasCriadas: 0,
    numPessoasComAcesso: 1,
    numRegrasCriadas: 0,
    Usuario: dono,
    ...parcial,
  };
}

const ids = (lista: FluxoResumo[]) => lista.map((f) => f.id);

describe('fluxosDaAba', () => {
  const lista = [fluxo({ id: 'a', descricao: 'A' }), fluxo({ id: 'b', descricao: 'B', arquivado: 'S' })];

  it('puts active flows in Ativos and archived ones in Arquivados', () => {
    expect(ids(fluxosDaAba(lista, 'ativos'))).toEqual(['a']);
    expect(ids(fluxosDaAba(lista, 'arquivados'))).toEqual(['b']);
  });
});

describe('filtrarFluxos', () => {
  const lista = [
    fluxo({ id: 'compras', descricao: 'Cotação de compras', detalhes: 'Pedidos ao fornecedor', fluxoFavorito: 'S' }),
    fluxo({ id: 'rh', descricao: 'Admissão', detalhes: 'Contratação de pessoas', permitirEnviarCards: 'S' }),
    fluxo({
      id: 'suporte',
      descricao: 'Suporte',
      detalhes: 'Chamados',
      permitirReceberCards: 'S',
      permitirFormPublico: 'S',
      fluxoFavorito: 'S',
    }),
  ];

  it('finds by name ignoring case and accents', () => {
    expect(ids(filtrarFluxos(lista, { busca: 'COTACAO', marcadores: [] }))).toEqual(['compras']);
  });

  it('finds by details', () => {
    expect(ids(filtrarFluxos(lista, { busca: 'contratação', marcadores: [] }))).toEqual(['rh']);
  });

  it('ignores surrounding spaces of the search', () => {
    expect(ids(filtrarFluxos(lista, { busca: '  suporte ', marcadores: [] }))).toEqual(['suporte']);
  });

  it('keeps only favourites', () => {
    expect(ids(filtrarFluxos(lista, { busca: '', marcadores: ['favorito'] }))).toEqual(['compras', 'suporte']);
  });

  it('keeps flows that send cards, receive cards or have a public form', () => {
    expect(ids(filtrarFluxos(lista, { busca: '', marcadores: ['enviaCards'] }))).toEqual(['rh']);
    expect(ids(filtrarFluxos(lista, { busca: '', marcadores: ['recebeCards'] }))).toEqual(['suporte']);
    expect(ids(filtrarFluxos(lista, { busca: '', marcadores: ['formularioPublico'] }))).toEqual(['suporte']);
  });

  it('requires every chosen filter and the search together', () => {
    expect(ids(filtrarFluxos(lista, { busca: '', marcadores: ['favorito', 'formularioPublico'] }))).toEqual([
      'suporte',
    ]);
    expect(ids(filtrarFluxos(lista, { busca: 'compras', marcadores: ['formularioPublico'] }))).toEqual([]);
  });

  it('keeps everything without filters', () => {
    expect(filtrarFluxos(lista, { busca: '', marcadores: [] })).toHaveLength(3);
  });
});

describe('ordenarFluxos', () => {
  const lista = [
    fluxo({
      id: 'b',
      descricao: 'beta',
      dataHoraAlteracao: '2025-03-01T10:00:00.000Z',
      numEtapasPresentes: 2,
      numPessoasComAcesso: 5,
      numInstanciasCriadas: 1,
      numRegrasCriadas: 0,
    }),
    fluxo({
      id: 'a',
      descricao: 'Álamo',
      dataHoraAlteracao: '2025-01-01T10:00:00.000Z',
      numEtapasPresentes: 7,
      numPessoasComAcesso: 1,
      numInstanciasCriadas: 9,
      numRegrasCriadas: 3,
    }),
    fluxo({
      id: 'c',
      descricao: 'Cotação 10',
      dataHoraAlteracao: '2025-06-01T10:00:00.000Z',
      numEtapasPresentes: 2,
      numPessoasComAcesso: 3,
      numInstanciasCriadas: 4,
      numRegrasCriadas: 1,
    }),
  ];

  it('sorts by name A to Z, accents and case aside', () => {
    expect(ids(ordenarFluxos(lista, 'nome'))).toEqual(['a', 'b', 'c']);
  });

  it('compares numbers inside names as numbers', () => {
    const nomes = [fluxo({ id: '10', descricao: 'Fluxo 10' }), fluxo({ id: '9', descricao: 'Fluxo 9' })];
    expect(ids(ordenarFluxos(nomes, 'nome'))).toEqual(['9', '10']);
  });

  it('sorts by change date, most recent first', () => {
    expect(ids(ordenarFluxos(lista, 'dataAlteracao'))).toEqual(['c', 'b', 'a']);
  });

  it('sorts by the counts, largest first', () => {
    expect(ids(ordenarFluxos(lista, 'numPessoas'))).toEqual(['b', 'c', 'a']);
    expect(ids(ordenarFluxos(lista, 'numCards'))).toEqual(['a', 'c', 'b']);
    expect(ids(ordenarFluxos(lista, 'numRegras'))).toEqual(['a', 'c', 'b']);
  });

  it('breaks ties by name', () => {
    expect(ids(ordenarFluxos(lista, 'numEtapas'))).toEqual(['a', 'b', 'c']);
  });

  it('does not change the list it was given', () => {
    const antes = ids(lista);
    ordenarFluxos(lista, 'nome');
    expect(ids(lista)).toEqual(antes);
  });
});

describe('fluxosVisiveis', () => {
  it('filters the tab, then sorts', () => {
    const lista = [
      fluxo({ id: 'z', descricao: 'Zeta', fluxoFavorito: 'S' }),
      fluxo({ id: 'a', descricao: 'Alfa', fluxoFavorito: 'S' }),
      fluxo({ id: 'm', descricao: 'Meio' }),
      fluxo({ id: 'x', descricao: 'Arquivado', fluxoFavorito: 'S', arquivado: 'S' }),
    ];
    expect(ids(fluxosVisiveis(lista, 'ativos', { ...FILTROS_PADRAO, marcadores: ['favorito'] }))).toEqual(['a', 'z']);
  });
});

describe('normalizarTexto', () => {
  it('drops accents and case', () => {
    expect(normalizarTexto(' Ação ÚNICA ')).toBe('acao unica');
  });
});
