import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  carregarFiltrosFluxos,
  chaveFiltrosFluxos,
  FILTROS_PADRAO,
  lerFiltrosSalvos,
  salvarFiltrosFluxos,
  serializarFiltros,
  temFiltroAtivo,
  type FiltrosFluxos,
} from './filtrosFluxos';

describe('filters kept in localStorage', () => {
  it('keys them by user, so two people on one browser keep their own', () => {
    expect(chaveFiltrosFluxos('u1')).toBe('workflow.filtrosFluxos.u1');
    expect(chaveFiltrosFluxos('u1')).not.toBe(chaveFiltrosFluxos('u2'));
  });

  it('reads back what was saved', () => {
    const filtros: FiltrosFluxos = {
      busca: 'compras',
      marcadores: ['favorito', 'formularioPublico'],
      ordenacao: 'numCards',
    };
    expect(lerFiltrosSalvos(serializarFiltros(filtros))).toEqual(filtros);
  });

  it('starts from the defaults when nothing was saved', () => {
    expect(lerFiltrosSalvos(null)).toEqual(FILTROS_PADRAO);
  });

  it('falls back to the defaults on a value that is not JSON', () => {
    expect(lerFiltrosSalvos('{quebrado')).toEqual(FILTROS_PADRAO);
    expect(lerFiltrosSalvos('"texto"')).toEqual(FILTROS_PADRAO);
  });

  it('keeps the valid fields of a partly invalid value', () => {
    expect(lerFiltrosSalvos(JSON.stringify({ busca: 'rh', marcadores: 'x', ordenacao: 'tamanho' }))).toEqual({
      busca: 'rh',
      marcadores: [],
      ordenacao: 'nome',
    });
  });

  it('drops unknown and repeated select filters', () => {
    const salvo = JSON.stringify({ busca: '', marcadores: ['favorito', 'antigo', 'favorito'], ordenacao: 'nome' });
    expect(lerFiltrosSalvos(salvo).marcadores).toEqual(['favorito']);
  });

  it('fills missing fields with the defaults', () => {
    expect(lerFiltrosSalvos(JSON.stringify({ ordenacao: 'dataAlteracao' }))).toEqual({
      ...FILTROS_PADRAO,
      ordenacao: 'dataAlteracao',
    });
  });
});

describe('temFiltroAtivo', () => {
  it('is off for the defaults and a blank search', () => {
    expect(temFiltroAtivo(FILTROS_PADRAO)).toBe(false);
    expect(temFiltroAtivo({ busca: '   ', marcadores: [] })).toBe(false);
  });

  it('is on with a search or a select filter', () => {
    expect(temFiltroAtivo({ busca: 'x', marcadores: [] })).toBe(true);
    expect(temFiltroAtivo({ busca: '', marcadores: ['recebeCards'] })).toBe(true);
  });
});

describe('carregarFiltrosFluxos and salvarFiltrosFluxos', () => {
  function localStorageFalso(): Storage {
    const itens = new Map<string, string>();
    return {
      get length() {
        return itens.size;
      },
      clear: () => itens.clear(),
      getItem: (chave) => itens.get(chave) ?? null,
      key: (i) => [...itens.keys()][i] ?? null,
      removeItem: (chave) => void itens.delete(chave),
      setItem: (chave, valor) => void itens.set(chave, valor),
    };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives each user back his own filters', () => {
    vi.stubGlobal('window', { localStorage: localStorageFalso() });
    const doPrimeiro: FiltrosFluxos = { busca: 'rh', marcadores: ['favorito'], ordenacao: 'numEtapas' };

    salvarFiltrosFluxos('u1', doPrimeiro);

    expect(carregarFiltrosFluxos('u1')).toEqual(doPrimeiro);
    expect(carregarFiltrosFluxos('u2')).toEqual(FILTROS_PADRAO);
  });

  it('works without storage (private window): the defaults, and no error', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });

    expect(() => salvarFiltrosFluxos('u1', FILTROS_PADRAO)).not.toThrow();
    expect(carregarFiltrosFluxos('u1')).toEqual(FILTROS_PADRAO);
  });
});
