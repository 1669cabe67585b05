import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Fluxo } from '@wf/shared/types/fluxo';
import type { RespostaFiltroInstancias } from '@wf/shared/types/instancia';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDeps, type AppDeps } from '../../functions/src/kernel/deps';
import { readEnvironment } from '../../functions/src/kernel/environment';
import {
  entradasDoCardItens,
  indiceFiltroKeys,
} from '../../functions/src/data/repositories/indiceFiltroCardsRepository';
import {
  atualizarDadosInstanciaItem,
  buscarInstancia,
  inserirInstanciaItem,
} from '../../functions/src/data/repositories/instanciaRepository';
import { transact } from '../../functions/src/data/transact';
import { filtrarInstancias } from '../../functions/src/domains/instancias/services/consultaInstanciaService';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';
import { depsDaTabela } from '../support/tabela';
import { criarAmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, criarEtiqueta, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { criarCard, moverCard } from './support/instancias';
import { entrar } from './support/sessoes';

/**
 * The list filters by label, "assigned to me" and due date read their own index (label and
 * responsible entries, the sparse due-date index), kept by the same transactions as the card
 * changes: the answers stay exact through every change, and a request reads about two pages
 * whatever the flow size.
 */

const tabela = depsDaTabela();
let dono: Pessoa;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const hojeSp = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const diaRelativo = (dias: number) => {
  const d = new Date(`${hojeSp()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

async function filtrarPagina(p: Pessoa, idFluxo: string, q: string, cursor?: string) {
  const c = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  const r = await p.http.get<RespostaFiltroInstancias>(`/api/instancias/filtrar?idFluxo=${idFluxo}&${q}${c}`, {
    sigla: p.sigla,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** Every match, following the cursor; titles sorted. */
async function filtrar(p: Pessoa, idFluxo: string, q: string): Promise<string[]> {
  const titulos: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 20; i++) {
    const r = await filtrarPagina(p, idFluxo, q, cursor);
    titulos.push(...r.listaInstancias.map((c) => c.descricao));
    if (!r.proximoCursor) return titulos.sort();
    cursor = r.proximoCursor;
  }
  throw new Error('cursor sem fim');
}

const flagsFluxo = async (p: Pessoa, f: Fluxo, flags: Record<string, string>) => {
  const r = await p.http.put(
    '/api/fluxos/atualizar',
    { Fluxo: { id: f.id, descricao: f.descricao, icone: f.icone, detalhes: f.detalhes, ...flags } },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

async function pedir(p: Pessoa, metodo: 'post' | 'put' | 'delete', rota: string, corpo?: unknown): Promise<void> {
  const r =
    metodo === 'delete'
      ? await p.http.delete(rota, { sigla: p.sigla })
      : await p.http[metodo](rota, corpo, { sigla: p.sigla });
  expect(r.status, `${rota} ${JSON.stringify(r.body)}`).toBeLessThan(300);
}

/** The overdue filter needs a due date in the past, which the API refuses: written by the repository's own write. */
async function vencerOntem(idCard: string): Promise<void> {
  const c = await buscarInstancia(tabela, dono.sigla, idCard);
  if (!c) throw new Error('card não encontrado');
  expect(
    await transact(tabela, [
      atualizarDadosInstanciaItem(tabela, dono.sigla, c, { dataVencimento: diaRelativo(-1) }, new Date()),
    ]),
  ).toBe(true);
}

async function entradasDoFluxo(sigla: string, idFluxo: string): Promise<string[]> {
  const r = await tabela.db.send(
    new QueryCommand({
      TableName: tabela.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': indiceFiltroKeys.pk(sigla, idFluxo) },
    }),
  );
  return (r.Items ?? []).map((i) => String(i.sk));
}

describe('label, responsible and due-date filters follow every card change', () => {
  it('answers exactly the matching cards after adds, removals, due-date changes, moves, copies and deletes', async () => {
    const um = await fluxoComTresEtapas(dono);
    const dois = await fluxoComTresEtapas(dono);
    await flagsFluxo(dono, um.fluxo, { permitirEnviarCards: 'S' });
    await flagsFluxo(dono, dois.fluxo, { permitirReceberCards: 'S' });
    const l1 = await criarEtiqueta(dono, um.fluxo.id, 'Urgente');
    const l2 = await criarEtiqueta(dono, um.fluxo.id, 'Compras');
    const f1 = um.fluxo.id;
    const f2 = dois.fluxo.id;

    const c1 = await criarCard(dono, f1, 'C1', { listaEtiquetas: [l1.id] });
    const c2 = await criarCard(dono, f1, 'C2');
    const c3 = await criarCard(dono, f1, 'C3 cadeira', { listaEtiquetas: [l2.id], dataVencimento: diaRelativo(2) });
    const c4 = await criarCard(dono, f1, 'C4', { dataVencimento: diaRelativo(3) });
    const c5 = await criarCard(dono, f1, 'C5', { dataVencimento: diaRelativo(30) });
    const c6 = await criarCard(dono, f1, 'C6');

    // Labels: at creation and through the card's label calls.
    await pedir(dono, 'post', '/api/instancia/etiquetas/inserir', { idInstancia: c2.id, idEtiqueta: l1.id });
    expect(await filtrar(dono, f1, `idsEtiquetas=${l1.id}`)).toEqual(['C1', 'C2']);
    expect(await filtrar(dono, f1, `idsEtiquetas=${l1.id},${l2.id}`)).toEqual(['C1', 'C2', 'C3 cadeira']);
    await pedir(dono, 'delete', `/api/instancia/etiquetas/excluir/${c1.id}/${l1.id}`);
    expect(await filtrar(dono, f1, `idsEtiquetas=${l1.id}`)).toEqual(['C2']);
    // Another filter on the cards an index read.
    expect(await filtrar(dono, f1, `idsEtiquetas=${l1.id},${l2.id}&textoPesquisa=cadeira`)).toEqual(['C3 cadeira']);

    // Responsibles.
    for (const c of [c2, c3])
      await pedir(dono, 'post', '/api/instancia/responsaveis/inserir', { idInstancia: c.id, emailUsuario: dono.email });
    expect(await filtrar(dono, f1, 'cardsAtribuidosMim=S')).toEqual(['C2', 'C3 cadeira']);
    await pedir(dono, 'delete', `/api/instancia/responsaveis/excluir/${c3.id}/${encodeURIComponent(dono.email)}`);
    expect(await filtrar(dono, f1, 'cardsAtribuidosMim=S')).toEqual(['C2']);
    expect(await filtrar(dono, f1, `cardsAtribuidosMim=S&idsEtiquetas=${l2.id}`)).toEqual([]);

    // Due dates: set, changed, cleared, in the past.
    expect(await filtrar(dono, f1, 'cardsVencendoSemana=S')).toEqual(['C3 cadeira', 'C4']);
    await pedir(dono, 'put', `/api/instancias/atualizar/${c5.id}`, { dataVencimento: diaRelativo(1) });
    await pedir(dono, 'put', `/api/instancias/atualizar/${c4.id}`, { dataVencimento: null });
    await pedir(dono, 'put', `/api/instancias/atualizar/${c6.id}`, { dataVencimento: diaRelativo(7) });
    await vencerOntem(c1.id);
    expect(await filtrar(dono, f1, 'cardsVencendoSemana=S')).toEqual(['C3 cadeira', 'C5', 'C6']);
    expect(await filtrar(dono, f1, 'cardsVencidos=S')).toEqual(['C1']);
    expect(await filtrar(dono, f1, 'cardsVencidos=S&cardsVencendoSemana=S')).toEqual([]);
    // Earliest due first when a due date leads.
    const semana = await filtrarPagina(dono, f1, 'cardsVencendoSemana=S');
    expect(semana.listaInstancias.map((c) => c.descricao)).toEqual(['C5', 'C3 cadeira', 'C6']);

    // A move inside the flow changes nothing.
    expect((await moverCard(dono, { idInstancia: c2.id, idEtapaDestino: um.b.id })).status).toBe(200);
    expect(await filtrar(dono, f1, `idsEtiquetas=${l1.id}`)).toEqual(['C2']);
    expect(await filtrar(dono, f1, 'cardsAtribuidosMim=S')).toEqual(['C2']);

    // To another flow: C2 (label dropped, responsible kept), C5 (due date); C3 copied (due date, no label).
    const entre = (id: string, tipoOperacao: 'M' | 'C') =>
      pedir(dono, 'post', '/api/instancias/copiar-mover-entre-fluxos', {
        idInstancia: id,
        idFluxoDestino: f2,
        idEtapaDestino: dois.a.id,
        tipoOperacao,
      });
    await entre(c2.id, 'M');
    await entre(c5.id, 'M');
    await entre(c3.id, 'C');
    expect(await filtrar(dono, f1, `idsEtiquetas=${l1.id}`)).toEqual([]);
    expect(await filtrar(dono, f1, 'cardsAtribuidosMim=S')).toEqual([]);
    expect(await filtrar(dono, f1, 'cardsVencendoSemana=S')).toEqual(['C3 cadeira', 'C6']);
    expect(await filtrar(dono, f2, 'cardsAtribuidosMim=S')).toEqual(['C2']);
    expect(await filtrar(dono, f2, 'cardsVencendoSemana=S')).toEqual(['C3 cadeira', 'C5']);

    // Deleted: gone from the filters, and its entries with it.
    await pedir(dono, 'delete', `/api/instancias/excluir/${c3.id}`);
    expect(await filtrar(dono, f1, `idsEtiquetas=${l2.id}`)).toEqual([]);
    expect(await filtrar(dono, f1, 'cardsVencendoSemana=S')).toEqual(['C6']);
    expect(await entradasDoFluxo(dono.sigla, f1)).toEqual([]);
    expect((await entradasDoFluxo(dono.sigla, f2)).map((sk) => sk.split('#')[0])).toEqual(['RESP']);
  }, 120_000);
});

describe('a filter request reads about two pages whatever the flow size', () => {
  /** The handlers' deps on the test runtime, with a DynamoDB client that counts the items read. */
  function depsContados(): { deps: AppDeps; lidos: () => number } {
    let lidos = 0;
    const base = buildDeps(readEnvironment(handlerEnvironment(inject('endpoints'))));
    const db = {
      send: async (comando: { constructor: { name: string } }) => {
        const r = (await tabela.db.send(comando as never)) as Record<string, unknown>;
        if (typeof r.ScannedCount === 'number') lidos += r.ScannedCount;
        else if (r.Responses)
          lidos += Object.values(r.Responses as Record<string, unknown[]>).reduce((s, l) => s + l.length, 0);
        else if (r.Item) lidos += 1;
        return r;
      },
    };
    return { deps: { ...base, ...tabela, db: db as unknown as AppDeps['db'] }, lidos: () => lidos };
  }

  it('pages 55 labelled cards among 150 with a cursor, reading entries and cards only', async () => {
    const { fluxo } = await fluxoComTresEtapas(dono);
    const etiqueta = await criarEtiqueta(dono, fluxo.id, 'Rara');
    const criar = async (i: number) => {
      const rotulada = i % 3 === 0 && i < 165;
      await criarCard(dono, fluxo.id, `${rotulada ? 'Rotulado' : 'Comum'} ${String(i).padStart(3, '0')}`, {
        ...(rotulada ? { listaEtiquetas: [etiqueta.id] } : {}),
        ...(i % 50 === 0 ? { dataVencimento: diaRelativo(2) } : {}),
      });
    };
    for (let i = 0; i < 150; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => criar(i + j)));
    // 150 cards, 50 labelled (i % 3 === 0), plus 5 more labelled ones: 55.
    for (let i = 0; i < 5; i++)
      await criarCard(dono, fluxo.id, `Rotulado extra ${i}`, { listaEtiquetas: [etiqueta.id] });

    const primeira = await filtrarPagina(dono, fluxo.id, `idsEtiquetas=${etiqueta.id}`);
    expect(primeira.listaInstancias).toHaveLength(50);
    expect(primeira.proximoCursor).not.toBeNull();
    const segunda = await filtrarPagina(dono, fluxo.id, `idsEtiquetas=${etiqueta.id}`, primeira.proximoCursor!);
    expect(segunda.listaInstancias).toHaveLength(5);
    expect(segunda.proximoCursor).toBeNull();
    const todas = [...primeira.listaInstancias, ...segunda.listaInstancias];
    expect(new Set(todas.map((c) => c.id)).size).toBe(55);
    expect(todas.every((c) => c.descricao.startsWith('Rotulado'))).toBe(true);
    // Newest first: the five extra ones (created last) lead.
    expect(
      todas
        .slice(0, 5)
        .map((c) => c.descricao)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4].map((i) => `Rotulado extra ${i}`));
    // The label filter's cursor continues only the label filter.
    const alheio = await dono.http.get(
      `/api/instancias/filtrar?idFluxo=${fluxo.id}&cardsVencendoSemana=S&cursor=${encodeURIComponent(primeira.proximoCursor!)}`,
      { sigla: dono.sigla },
    );
    expect(alheio.status).toBe(400);
    expect(comoErro(alheio).mensagem).toBe('Cursor inválido');

    // Items read by one request: the flow's collection, ONE page of entries, the page's cards
    // and their people; never the flow's 155 cards.
    const sessao = {
      sigla: dono.sigla,
      email: dono.email,
      usuarioId: dono.usuarioId,
      perfilUsuario: '1' as const,
      sessaoId: 'teste',
    };
    const porEtiqueta = depsContados();
    const r = await filtrarInstancias(porEtiqueta.deps, sessao, { idFluxo: fluxo.id, idsEtiquetas: etiqueta.id });
    expect(r.listaInstancias).toHaveLength(50);
    expect(porEtiqueta.lidos()).toBeLessThanOrEqual(2 * 50 + 15);
    const porVencimento = depsContados();
    const v = await filtrarInstancias(porVencimento.deps, sessao, { idFluxo: fluxo.id, cardsVencendoSemana: 'S' });
    expect(v.listaInstancias).toHaveLength(3);
    expect(porVencimento.lidos()).toBeLessThanOrEqual(3 + 15);
  }, 240_000);
});

describe('tenant isolation of the filter indexes', () => {
  it('entries and due-date index items of another tenant under the same ids are never read', async () => {
    const { fluxo } = await fluxoComTresEtapas(dono);
    const etiqueta = await criarEtiqueta(dono, fluxo.id, 'Minha');
    const meu = await criarCard(dono, fluxo.id, 'Meu card', {
      listaEtiquetas: [etiqueta.id],
      dataVencimento: diaRelativo(1),
    });
    await pedir(dono, 'post', '/api/instancia/responsaveis/inserir', { idInstancia: meu.id, emailUsuario: dono.email });

    // Another tenant holding a card with the SAME flow, card and label ids and the same responsible.
    const outro = await criarAmbienteDeTeste();
    const original = await buscarInstancia(tabela, dono.sigla, meu.id);
    if (!original) throw new Error('card não encontrado');
    const intruso = {
      ...original,
      id: meu.id,
      descricao: 'Intruso',
      dataHoraCriacao: new Date(Date.now() + 60_000).toISOString(),
    };
    expect(
      await transact(tabela, [
        inserirInstanciaItem(tabela, outro.sigla, intruso),
        ...entradasDoCardItens(tabela, outro.sigla, intruso, 'incluir'),
      ]),
    ).toBe(true);

    for (const q of [`idsEtiquetas=${etiqueta.id}`, 'cardsAtribuidosMim=S', 'cardsVencendoSemana=S']) {
      expect(await filtrar(dono, fluxo.id, q), q).toEqual(['Meu card']);
    }
    // And the other tenant's people cannot name this tenant's flow.
    const adm = await entrar(outro, outro.adminEmail, outro.adminSenha);
    const r = await adm.http.get(`/api/instancias/filtrar?idFluxo=${fluxo.id}&idsEtiquetas=${etiqueta.id}`, {
      sigla: outro.sigla,
    });
    expect(r.status).toBe(404);
  });
});
