import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  atualizarDadosInstanciaItem,
  buscarInstancia,
  buscarInstancias,
  chavesDaColecaoDoCard,
  excluirInstanciaItem,
  filtrarCardsDoFluxo,
  inserirHistoricoItem,
  inserirInstanciaItem,
  listarHistorico,
  moverInstanciaItem,
  paginaDaEtapa,
  todasDaEtapa,
} from '../../functions/src/data/repositories/instanciaRepository';
import { transact } from '../../functions/src/data/transact';
import { novaInstancia, type InstanciaArmazenada } from '../../functions/src/domains/instancias/entities/instancia';
import { chavesDeParticao, chavesForaDoTenant, doisTenants, itensComMarca } from '../support/doisTenants';
import { eventually } from '../support/eventually';
import { tabelaPropria } from '../support/tabela';

/**
 * Tenant isolation at the repository, below every service: the API reaches a card only through
 * its flow, so a card key built without the tenant would go unnoticed there. Here a card written
 * for tenant A is looked for, listed, changed and deleted by the same ids under tenant B, against
 * the real DynamoDB Local of the test runtime, and its stored keys are read back raw.
 */

const deps = await tabelaPropria();

const { A, B, email, ids } = doisTenants();
const agora = new Date();
let card: InstanciaArmazenada;

beforeAll(async () => {
  card = novaInstancia({
    id: ids.card,
    idFluxo: ids.fluxo,
    idEtapa: ids.etapa,
    descricao: 'Contrato do tenant A',
    detalhes: '',
    dataVencimento: null,
    listaValoresFormulario: {},
    idUnico: null,
    ordemChave: 'a0',
    etiquetas: [],
    emailAutor: email,
    agora,
  });
  const historico = {
    id: randomUUID(),
    idInstancia: card.id,
    idEtapa: card.idEtapa,
    descricaoEtapa: 'Entrada',
    emailUsuario: email,
    dataHoraAlteracao: agora.toISOString(),
    acao: 'criado' as const,
  };
  expect(await transact(deps, [inserirInstanciaItem(deps, A, card), inserirHistoricoItem(deps, A, historico)])).toBe(
    true,
  );
});

const opcoesFiltro = { limite: 50, maxLidos: 500 };

describe('card repository under another tenant', () => {
  it('finds the card under its own tenant (so the checks below are not vacuous)', async () => {
    expect(await buscarInstancia(deps, A, card.id)).toMatchObject({ id: card.id });
    expect(await buscarInstancias(deps, A, [card.id])).toHaveLength(1);
    expect(await listarHistorico(deps, A, card.id)).toHaveLength(1);
    await eventually(async () => ((await todasDaEtapa(deps, A, card.idEtapa)).length ? true : undefined));
    await eventually(async () =>
      (await filtrarCardsDoFluxo(deps, A, card.idFluxo, {}, opcoesFiltro)).itens.length ? true : undefined,
    );
  });

  it('finds nothing by the same ids under tenant B: read, batch read, board, list, collection, history', async () => {
    expect(await buscarInstancia(deps, B, card.id)).toBeNull();
    expect(await buscarInstancias(deps, B, [card.id])).toEqual([]);
    expect(await todasDaEtapa(deps, B, card.idEtapa)).toEqual([]);
    expect((await paginaDaEtapa(deps, B, card.idEtapa, 20)).itens).toEqual([]);
    expect((await filtrarCardsDoFluxo(deps, B, card.idFluxo, {}, opcoesFiltro)).itens).toEqual([]);
    expect(await chavesDaColecaoDoCard(deps, B, card.id)).toEqual([]);
    expect(await listarHistorico(deps, B, card.id)).toEqual([]);
  });

  it('changes, moves and deletes nothing by the same ids under tenant B', async () => {
    const depois = new Date(agora.getTime() + 1000);
    const destino = { idFluxo: card.idFluxo, idEtapa: randomUUID(), ordemChave: 'b0' };

    expect(await transact(deps, [atualizarDadosInstanciaItem(deps, B, card, { descricao: 'Tomado' }, depois)])).toBe(
      false,
    );
    expect(await transact(deps, [moverInstanciaItem(deps, B, card, destino, depois)])).toBe(false);
    expect(await transact(deps, [excluirInstanciaItem(deps, B, card)])).toBe(false);

    expect(await buscarInstancia(deps, A, card.id)).toMatchObject({
      descricao: 'Contrato do tenant A',
      idEtapa: card.idEtapa,
      dataHoraAlteracao: agora.toISOString(),
    });
  });

  it("stores every key of the card's items under tenant A's prefix", async () => {
    // The whole table, raw: whatever key a builder made, an item of this card holds its id.
    const itens = await itensComMarca(deps, card.id);
    const chaves = chavesDeParticao(itens);

    const sks = itens.map((i) => String(i.sk));
    expect([sks.length, sks.includes('CARD'), sks.some((sk) => sk.startsWith('HISTORICO#'))]).toEqual([2, true, true]);
    expect(chaves.length).toBe(4); // the two items' pk, the card's two index keys
    expect(chavesForaDoTenant(itens, A)).toEqual([]);
  });
});
