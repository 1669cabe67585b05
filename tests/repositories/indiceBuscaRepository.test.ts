import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardsDaEtapaPorPalavra,
  escreverEntradasBusca,
  excluirEstadoBusca,
  excluirIndiceBuscaDoCard,
  gravarEstadoBusca,
  indiceBuscaKeys,
  lerEstadoBusca,
  type EntradaBusca,
} from '../../functions/src/data/repositories/indiceBuscaRepository';
import { chavesForaDoTenant, doisTenants, itensComMarca } from '../support/doisTenants';
import { tabelaPropria } from '../support/tabela';

/**
 * The card search index keyed by tenant. Through the API a key without the tenant goes unnoticed
 * (stage ids are random, and the cards found are read again with the tenant's keys); here tenant
 * A's entries and state are written, then searched, rewritten and deleted by the SAME stage and
 * card ids under tenant B, against the real DynamoDB Local, and A's keys are read back raw.
 */

const deps = await tabelaPropria();
const { A, B, ids } = doisTenants();
const entradas: EntradaBusca[] = [
  { e: ids.etapa, s: indiceBuscaKeys.sk('TITULO', 'contrato', ids.card) },
  { e: ids.etapa, s: indiceBuscaKeys.sk('TUDO', 'contrato', ids.card) },
];
const busca = (sigla: string) => cardsDaEtapaPorPalavra(deps, sigla, ids.etapa, 'TITULO', 'contr', 10);

beforeAll(async () => {
  expect(await gravarEstadoBusca(deps, A, ids.card, entradas, null)).toBe(1);
  await escreverEntradasBusca(deps, A, ids.card, entradas, []);
});

describe('search index under another tenant with the same stage and card ids', () => {
  it("finds tenant A's card and state under A (so the checks below are not vacuous)", async () => {
    expect((await busca(A)).ids).toEqual([ids.card]);
    expect(await lerEstadoBusca(deps, A, ids.card)).toEqual({ entradas, revisao: 1 });
  });

  it('tenant B finds no entry and no state', async () => {
    expect(await busca(B)).toEqual({ ids: [], mais: false });
    expect(await cardsDaEtapaPorPalavra(deps, B, ids.etapa, 'TUDO', '', 10)).toEqual({ ids: [], mais: false });
    expect(await lerEstadoBusca(deps, B, ids.card)).toBeNull();
  });

  it("tenant B rewrites and deletes nothing of A's: state, entries, the flow clean-up", async () => {
    expect(await gravarEstadoBusca(deps, B, ids.card, [], 1)).toBeNull();
    expect(await excluirEstadoBusca(deps, B, ids.card, 1)).toBe(false);
    await escreverEntradasBusca(deps, B, ids.card, [], entradas);
    await excluirIndiceBuscaDoCard(deps, B, ids.card);

    expect((await busca(A)).ids).toEqual([ids.card]);
    expect(await lerEstadoBusca(deps, A, ids.card)).toEqual({ entradas, revisao: 1 });
  });

  it("stores every key of A's entries and state under A's prefix", async () => {
    const itens = await itensComMarca(deps, ids.card);
    expect(itens.map((i) => i.entidade).sort()).toEqual(['BUSCA_ENTRADA', 'BUSCA_ENTRADA', 'BUSCA_ESTADO']);
    expect(chavesForaDoTenant(itens, A)).toEqual([]);
  });

  it("B's own index of the same ids lives beside A's, and deleting A's leaves B's", async () => {
    expect(await gravarEstadoBusca(deps, B, ids.card, entradas, null)).toBe(1);
    await escreverEntradasBusca(deps, B, ids.card, entradas, []);
    expect((await busca(B)).ids).toEqual([ids.card]);

    await excluirIndiceBuscaDoCard(deps, A, ids.card);

    expect(await busca(A)).toEqual({ ids: [], mais: false });
    expect(await lerEstadoBusca(deps, A, ids.card)).toBeNull();
    expect((await busca(B)).ids).toEqual([ids.card]);
    expect(await lerEstadoBusca(deps, B, ids.card)).toEqual({ entradas, revisao: 1 });
  });
});
