import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaContadores, RespostaJob } from '@wf/shared/types/instancia';
import { buscarJob, inserirJobItem } from '../../functions/src/data/repositories/jobRepository';
import { transact } from '../../functions/src/data/transact';
import { novoJob } from '../../functions/src/domains/instancias/entities/job';
import { executarPassoDeJob as executarPassoDoJob } from '../../functions/src/domains/instancias/services/jobEstrategias';
import { ambienteComDono, campo, fluxoComTresEtapas, type Pessoa } from '../api/support/fluxos';
import { criarCard, salvarCampos } from '../api/support/instancias';
import { idsNaEtapa } from '../support/cardsEmMassa';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';

/**
 * One step of a bulk move, run directly with small limits (2 cards a transaction, 2 transactions
 * a step): it moves what it may, records the cards whose form blocks them, writes the next step's
 * event (the runtime's `jobs` consumer then finishes the chain), and a repeated step is a no-op.
 */
const deps = depsDaTabela();
let dono: Pessoa;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

describe('a step of the bulk move', () => {
  it('moves in conditioned batches, refuses blocked cards per card, chains the next step and ignores a repeat', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [campo('Setor')]);
    for (const n of ['C1', 'C2', 'C3']) await criarCard(dono, fluxo.id, n, { listaValoresFormulario: { SETOR: 'x' } });
    for (const n of ['V1', 'V2']) await criarCard(dono, fluxo.id, n);
    // The form became required after the request's check: V1 and V2 are now blocked.
    await salvarCampos(dono, a.id, [campo('Setor', { indObrigatorio: true })]);
    const agora = new Date().toISOString();
    const job = novoJob(
      { tipo: 'moverEtapa', idFluxo: fluxo.id, idEtapaOrigem: a.id, idEtapaDestino: b.id, total: 5 },
      { id: deps.newId(), agora, usuarioId: dono.usuarioId, emailAutor: dono.email },
    );
    expect(await transact(deps, [inserirJobItem(deps, dono.sigla, job)])).toBe(true);
    const evento = { sigla: dono.sigla, idJob: job.id, passo: 0, idEvento: `${job.id}-p0`, ocorridoEm: agora };
    const limites = { cardsPorTransacao: 2, transacoesPorPasso: 2 };

    await executarPassoDoJob(deps, evento, limites);
    const depoisDoPasso = await buscarJob(deps, dono.sigla, job.id);
    expect(depoisDoPasso).toMatchObject({ passo: 1, lote: 2, status: 'executando' });
    expect(depoisDoPasso!.feito + depoisDoPasso!.totalRecusados).toBe(4);

    // Step 0 delivered again: the job has moved on, nothing is written.
    await executarPassoDoJob(deps, evento, limites);
    expect(await buscarJob(deps, dono.sigla, job.id)).toMatchObject({ passo: 1, lote: 2 });

    // The next step's event went through the outbox: the runtime's consumer ends the job.
    const fim = await eventually(
      async () => {
        const r = await dono.http.get<RespostaJob>(`/api/instancias/jobs/${job.id}`, { sigla: dono.sigla });
        return r.body.Job.status === 'concluido' ? r.body.Job : undefined;
      },
      60_000,
      200,
    );
    expect(fim).toMatchObject({ feito: 3, totalRecusados: 2 });
    expect(fim.recusados.map((r) => [r.descricao, r.motivo, r.erros]).sort()).toEqual([
      ['V1', 'O formulário da etapa está incompleto', ['Campo Setor é obrigatório!']],
      ['V2', 'O formulário da etapa está incompleto', ['Campo Setor é obrigatório!']],
    ]);
    expect(await idsNaEtapa(deps, dono.sigla, b.id)).toHaveLength(3);
    expect(await idsNaEtapa(deps, dono.sigla, a.id)).toHaveLength(2);
    const contadores = await dono.http.get<RespostaContadores>(`/api/instancias/contadores/${fluxo.id}`, {
      sigla: dono.sigla,
    });
    expect(
      Object.fromEntries(contadores.body.listaContadores.map((c) => [c.idEtapa, c.totalCardsPresentes])),
    ).toMatchObject({
      [a.id]: 2,
      [b.id]: 3,
    });
  }, 180_000);
});
