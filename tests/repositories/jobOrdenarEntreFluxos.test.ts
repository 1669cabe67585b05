import type { Fluxo } from '@wf/shared/types/fluxo';
import type { RespostaHistorico } from '@wf/shared/types/instancia';
import { beforeAll, describe, expect, it } from 'vitest';
import { buscarJob, inserirJobItem } from '../../functions/src/data/repositories/jobRepository';
import { transact } from '../../functions/src/data/transact';
import { novoJob, type JobArmazenado } from '../../functions/src/domains/instancias/entities/job';
import { executarPassoDeJob } from '../../functions/src/domains/instancias/services/jobEstrategias';
import { ambienteComDono, fluxoComTresEtapas, type Pessoa } from '../api/support/fluxos';
import { aguardarJob, criarCard, moverCard } from '../api/support/instancias';
import { idsNaEtapa, semearCardsNaEtapa } from '../support/cardsEmMassa';
import { depsDaTabela } from '../support/tabela';

/**
 * One step of the sort and of the cross-flow move, run directly with small limits: it does its
 * bounded part, a repeat of the same step writes nothing, and the runtime's `jobs` consumer
 * finishes the chain from the event the step wrote.
 */
const deps = depsDaTabela();
let dono: Pessoa;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const base = (
  tipo: JobArmazenado['tipo'],
  idFluxo: string,
  origem: string,
  destino: string,
  total: number,
): JobArmazenado =>
  novoJob(
    { tipo, idFluxo, idEtapaOrigem: origem, idEtapaDestino: destino, total },
    { id: deps.newId(), agora: new Date().toISOString(), usuarioId: dono.usuarioId, emailAutor: dono.email },
  );

const passoZero = (idJob: string) => ({
  sigla: dono.sigla,
  idJob,
  passo: 0,
  idEvento: `${idJob}-p0`,
  ocorridoEm: new Date().toISOString(),
});

async function executarDuasVezes(
  job: JobArmazenado,
  limites: { cardsPorTransacao: number; transacoesPorPasso: number },
) {
  expect(await transact(deps, [inserirJobItem(deps, dono.sigla, job)])).toBe(true);
  await executarPassoDeJob(deps, passoZero(job.id), limites);
  const depois = await buscarJob(deps, dono.sigla, job.id);
  // The same step delivered again: the job has moved on, nothing is written.
  await executarPassoDeJob(deps, passoZero(job.id), limites);
  const repetido = await buscarJob(deps, dono.sigla, job.id);
  return { depois: depois!, repetido: repetido! };
}

describe('a step of the stage sort', () => {
  it('snapshots in bounded batches, ignores a repeat, and the chain ends with the stage sorted', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const titulos = ['Eva', 'Dora', 'Caio', 'Bia', 'Ana'];
    const ids = await semearCardsNaEtapa(
      deps,
      { sigla: dono.sigla, idFluxo: fluxo.id, idEtapa: a.id, emailAutor: dono.email },
      5,
      (i) => titulos[i]!,
    );
    const job = {
      ...base('ordenarEtapa', fluxo.id, a.id, a.id, 5),
      tipoOrdenacao: 'title' as const,
      fase: 'fotografar' as const,
      ultimaChave: null,
    };

    const { depois, repetido } = await executarDuasVezes(job, { cardsPorTransacao: 2, transacoesPorPasso: 2 });

    // Two snapshot batches of two cards: still in the first phase, nothing re-keyed yet.
    expect(depois).toMatchObject({ passo: 1, lote: 2, fase: 'fotografar', feito: 0, status: 'executando' });
    expect(repetido.lote).toBe(depois.lote);
    const fim = await aguardarJob(dono, job.id, 120_000);
    expect(fim).toMatchObject({ status: 'concluido', feito: 5, totalRecusados: 0 });
    expect(await idsNaEtapa(deps, dono.sigla, a.id)).toEqual([...ids].reverse());
  }, 180_000);
});

describe('a step of the stage moved to another flow', () => {
  const flags = async (f: Fluxo, valores: Record<string, string>) => {
    const r = await dono.http.put(
      '/api/fluxos/atualizar',
      { Fluxo: { id: f.id, descricao: f.descricao, icone: f.icone, detalhes: f.detalhes, ...valores } },
      { sigla: dono.sigla },
    );
    expect(r.status).toBe(200);
  };
  const historico = async (id: string) =>
    (
      await dono.http.get<RespostaHistorico>(`/api/instancia/historico/buscar-por-instancia/${id}`, {
        sigla: dono.sigla,
      })
    ).body.listaHistorico.map((h) => [h.acao, h.Etapa.id]);

  it('moves one card a transaction, deletes the old history in the next batch, ignores a repeat', async () => {
    const um = await fluxoComTresEtapas(dono);
    const dois = await fluxoComTresEtapas(dono);
    await flags(um.fluxo, { permitirEnviarCards: 'S' });
    await flags(dois.fluxo, { permitirReceberCards: 'S' });
    const cards = [];
    for (const n of ['X1', 'X2', 'X3']) {
      const c = await criarCard(dono, um.fluxo.id, n);
      // Through b and back: each card has old-flow history lines.
      await moverCard(dono, { idInstancia: c.id, idEtapaDestino: um.b.id });
      cards.push(c);
    }
    // The job takes them in the source stage's board order.
    const ordem = await idsNaEtapa(deps, dono.sigla, um.b.id);
    const job = {
      ...base('copiarMoverEntreFluxos', um.fluxo.id, um.b.id, dois.a.id, 3),
      idFluxoDestino: dois.fluxo.id,
      tipoOperacao: 'M' as const,
      limpeza: null,
    };

    const { depois, repetido } = await executarDuasVezes(job, { cardsPorTransacao: 1, transacoesPorPasso: 2 });

    expect(depois).toMatchObject({ passo: 1, lote: 2, feito: 2, limpeza: { ids: [ordem[1]] } });
    expect(repetido.lote).toBe(depois.lote);
    // The first card's old lines went with the second batch; the second card's wait for the next one.
    expect(await historico(ordem[0]!)).toEqual([['movido', dois.a.id]]);
    const fim = await aguardarJob(dono, job.id, 120_000);
    expect(fim).toMatchObject({ status: 'concluido', feito: 3, totalRecusados: 0 });
    for (const c of cards) expect(await historico(c.id)).toEqual([['movido', dois.a.id]]);
    expect(new Set(await idsNaEtapa(deps, dono.sigla, dois.a.id))).toEqual(new Set(cards.map((c) => c.id)));
  }, 180_000);
});
