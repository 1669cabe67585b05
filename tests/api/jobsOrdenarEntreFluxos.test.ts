import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Fluxo } from '@wf/shared/types/fluxo';
import type {
  RespostaContadores,
  RespostaFiltroInstancias,
  RespostaHistorico,
  RespostaJob,
} from '@wf/shared/types/instancia';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiceFiltroKeys } from '../../functions/src/data/repositories/indiceFiltroCardsRepository';
import { eventosDoFluxo, idsNaEtapa, semearCardsNaEtapa } from '../support/cardsEmMassa';
import { depsDaTabela } from '../support/tabela';
import { ambienteComDono, criarEtiqueta, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { aguardarJob, criarCard } from './support/instancias';

/**
 * Sorting a stage and copying or moving a whole stage to another flow are bulk jobs like the
 * whole-stage move: 202 with a pending job, then the `jobs` consumer in bounded steps; the end
 * is exact (every card once, counters, list-filter index entries, one event per card and kind,
 * one progress event per step).
 */

const tabela = depsDaTabela();
let dono: Pessoa;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const contadores = async (idFluxo: string): Promise<Record<string, number>> => {
  const r = await dono.http.get<RespostaContadores>(`/api/instancias/contadores/${idFluxo}`, { sigla: dono.sigla });
  expect(r.status).toBe(200);
  return Object.fromEntries(r.body.listaContadores.map((c) => [c.idEtapa, c.totalCardsPresentes]));
};

const flagsFluxo = async (f: Fluxo, flags: Record<string, string>) => {
  const r = await dono.http.put(
    '/api/fluxos/atualizar',
    { Fluxo: { id: f.id, descricao: f.descricao, icone: f.icone, detalhes: f.detalhes, ...flags } },
    { sigla: dono.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

/** The job's progress events, in order of progress. */
async function progressoDoJob(idFluxo: string, idJob: string) {
  const eventos = await eventosDoFluxo(tabela, dono.sigla, idFluxo, ['jobAtualizado']);
  return eventos
    .filter((e) => e.detail.idJob === idJob)
    .map((e) => ({ status: e.detail.status, feito: e.detail.feito }))
    .sort((x, y) => Number(x.feito) - Number(y.feito) || (x.status === 'concluido' ? 1 : -1));
}

async function filtrar(idFluxo: string, q: string): Promise<string[]> {
  const r = await dono.http.get<RespostaFiltroInstancias>(`/api/instancias/filtrar?idFluxo=${idFluxo}&${q}`, {
    sigla: dono.sigla,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.listaInstancias.map((c) => c.descricao).sort();
}

async function entradasDoFluxo(idFluxo: string): Promise<string[]> {
  const r = await tabela.db.send(
    new QueryCommand({
      TableName: tabela.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': indiceFiltroKeys.pk(dono.sigla, idFluxo) },
    }),
  );
  return (r.Items ?? []).map((i) => String(i.sk));
}

const emDias = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);

describe('sorting a stage of 1,000 cards', () => {
  it('answers 202 with a pending job, then rewrites the board order by title with one event', async () => {
    const N = 1000;
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    // Titles in a scrambled order (7919 is prime to N): the board starts far from sorted.
    const titulo = (i: number) => `Card ${String((i * 7919) % N).padStart(4, '0')}`;
    const ids = await semearCardsNaEtapa(
      tabela,
      { sigla: dono.sigla, idFluxo: fluxo.id, idEtapa: a.id, emailAutor: dono.email },
      N,
      titulo,
    );
    const tituloDe = new Map(ids.map((id, i) => [id, titulo(i)]));

    const r = await dono.http.patch<RespostaJob>(
      '/api/instancias/ordenar-na-etapa',
      { idEtapa: a.id, tipoOrdenacao: 'title' },
      { sigla: dono.sigla },
    );

    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body.mensagem).toBe('Ordenação dos cards iniciada. Acompanhe o andamento no quadro.');
    expect(r.body.Job).toMatchObject({
      tipo: 'ordenarEtapa',
      status: 'pendente',
      total: N,
      feito: 0,
      tipoOrdenacao: 'title',
    });
    const job = await aguardarJob(dono, r.body.Job.id, 600_000);
    expect(job).toMatchObject({ status: 'concluido', total: N, feito: N, totalRecusados: 0 });

    const naOrdem = (await idsNaEtapa(tabela, dono.sigla, a.id)).map((id) => tituloDe.get(id));
    expect(naOrdem).toEqual(Array.from({ length: N }, (_, i) => `Card ${String(i).padStart(4, '0')}`));
    expect(await contadores(fluxo.id)).toMatchObject({ [a.id]: N });
    const reordenados = await eventosDoFluxo(tabela, dono.sigla, fluxo.id, ['cardsReordenados']);
    expect(reordenados.map((e) => [e.detail.idEtapa, e.detail.tipoOrdenacao])).toEqual([[a.id, 'title']]);
    // 11 snapshot and 11 rewrite transactions, 10 a step: three steps, one progress event each.
    expect(await progressoDoJob(fluxo.id, job.id)).toEqual([
      { status: 'executando', feito: 0 },
      { status: 'executando', feito: 855 },
      { status: 'concluido', feito: N },
    ]);
  }, 900_000);
});

describe('a whole stage to another flow', () => {
  it('M moves every card once, keeps the list-filter index right and drops the old history', async () => {
    const N = 30;
    const um = await fluxoComTresEtapas(dono);
    const dois = await fluxoComTresEtapas(dono);
    await flagsFluxo(um.fluxo, { permitirEnviarCards: 'S' });
    await flagsFluxo(dois.fluxo, { permitirReceberCards: 'S' });
    const etiqueta = await criarEtiqueta(dono, um.fluxo.id, 'Urgente');
    const ids: string[] = [];
    for (let i = 0; i < N; i++) {
      const c = await criarCard(dono, um.fluxo.id, `M${String(i).padStart(2, '0')}`, {
        listaEtiquetas: [etiqueta.id],
        ...(i % 3 === 0 ? { dataVencimento: emDias(2) } : {}),
      });
      if (i % 2 === 0) {
        const r = await dono.http.post(
          '/api/instancia/responsaveis/inserir',
          { idInstancia: c.id, emailUsuario: dono.email },
          { sigla: dono.sigla },
        );
        expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
      }
      ids.push(c.id);
    }
    const titulos = (f: (i: number) => boolean) =>
      ids.flatMap((_, i) => (f(i) ? [`M${String(i).padStart(2, '0')}`] : [])).sort();

    const r = await dono.http.post<RespostaJob>(
      '/api/instancias/copiar-mover-entre-fluxos',
      { idEtapaOrigem: um.a.id, idFluxoDestino: dois.fluxo.id, idEtapaDestino: dois.b.id, tipoOperacao: 'M' },
      { sigla: dono.sigla },
    );

    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body.Job).toMatchObject({
      tipo: 'copiarMoverEntreFluxos',
      status: 'pendente',
      total: N,
      idFluxoDestino: dois.fluxo.id,
      tipoOperacao: 'M',
    });
    const job = await aguardarJob(dono, r.body.Job.id, 600_000);
    expect(job).toMatchObject({ status: 'concluido', total: N, feito: N, totalRecusados: 0 });

    expect(new Set(await idsNaEtapa(tabela, dono.sigla, dois.b.id))).toEqual(new Set(ids));
    expect(await idsNaEtapa(tabela, dono.sigla, um.a.id)).toEqual([]);
    expect(await contadores(um.fluxo.id)).toMatchObject({ [um.a.id]: 0 });
    expect(await contadores(dois.fluxo.id)).toMatchObject({ [dois.b.id]: N });
    // The index entries left the old flow; the responsibles' and the due dates' are in the new one.
    expect(await entradasDoFluxo(um.fluxo.id)).toEqual([]);
    expect(await filtrar(um.fluxo.id, `idsEtiquetas=${etiqueta.id}`)).toEqual([]);
    expect(await filtrar(um.fluxo.id, 'cardsAtribuidosMim=S')).toEqual([]);
    expect(await filtrar(dois.fluxo.id, 'cardsAtribuidosMim=S')).toEqual(titulos((i) => i % 2 === 0));
    expect(await filtrar(dois.fluxo.id, 'cardsVencendoSemana=S')).toEqual(titulos((i) => i % 3 === 0));
    // Each card's history starts in the new flow (the old lines were deleted, the last card's too).
    for (const id of ids) {
      const h = await dono.http.get<RespostaHistorico>(`/api/instancia/historico/buscar-por-instancia/${id}`, {
        sigla: dono.sigla,
      });
      expect(h.body.listaHistorico.map((x) => [x.acao, x.Etapa.id])).toEqual([['movido', dois.b.id]]);
    }
    // One exit (old flow) and one entry (new flow) per card.
    const saidas = (await eventosDoFluxo(tabela, dono.sigla, um.fluxo.id, ['cardSairEtapa'])).map((e) => e.idInstancia);
    const entradas = (await eventosDoFluxo(tabela, dono.sigla, dois.fluxo.id, ['cardEntrarEtapa'])).map(
      (e) => e.idInstancia,
    );
    for (const lista of [saidas, entradas]) {
      expect(lista).toHaveLength(N);
      expect(new Set(lista)).toEqual(new Set(ids));
    }
    // 25 cards a step: two steps.
    expect(await progressoDoJob(um.fluxo.id, job.id)).toEqual([
      { status: 'executando', feito: 25 },
      { status: 'concluido', feito: N },
    ]);
  }, 600_000);

  it('C copies every card once and keeps the originals', async () => {
    const N = 30;
    const um = await fluxoComTresEtapas(dono);
    const dois = await fluxoComTresEtapas(dono);
    await flagsFluxo(um.fluxo, { permitirEnviarCards: 'S' });
    await flagsFluxo(dois.fluxo, { permitirReceberCards: 'S' });
    const ids = await semearCardsNaEtapa(
      tabela,
      { sigla: dono.sigla, idFluxo: um.fluxo.id, idEtapa: um.a.id, emailAutor: dono.email },
      N,
    );

    const r = await dono.http.post<RespostaJob>(
      '/api/instancias/copiar-mover-entre-fluxos',
      { idEtapaOrigem: um.a.id, idFluxoDestino: dois.fluxo.id, idEtapaDestino: dois.c.id, tipoOperacao: 'C' },
      { sigla: dono.sigla },
    );

    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body.mensagem).toBe('Cópia dos cards iniciada. Acompanhe o andamento no quadro.');
    const job = await aguardarJob(dono, r.body.Job.id, 600_000);
    expect(job).toMatchObject({ status: 'concluido', feito: N, totalRecusados: 0 });
    expect(await idsNaEtapa(tabela, dono.sigla, um.a.id)).toEqual(ids);
    expect(await idsNaEtapa(tabela, dono.sigla, dois.c.id)).toHaveLength(N);
    expect(await contadores(um.fluxo.id)).toMatchObject({ [um.a.id]: N });
    expect(await contadores(dois.fluxo.id)).toMatchObject({ [dois.c.id]: N });
    const criados = await eventosDoFluxo(tabela, dono.sigla, dois.fluxo.id, ['cardCriado']);
    expect(criados).toHaveLength(N);
    expect(new Set(criados.map((e) => e.detail.idInstanciaOrigem))).toEqual(new Set(ids));
  }, 600_000);
});
