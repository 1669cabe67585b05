import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaContadores, RespostaJob } from '@wf/shared/types/instancia';
import { eventosDeMovimento, idsNaEtapa, semearCardsNaEtapa } from '../support/cardsEmMassa';
import { depsDaTabela } from '../support/tabela';
import { ambienteComDono, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { aguardarJob } from './support/instancias';
import type { AmbienteDeTeste } from './support/ambientes';

/**
 * Moving every card of a stage is a bulk job: the request answers 202 with the job before any
 * card moves, the `jobs` consumer moves them in bounded steps, and GET of the job reports the end.
 * The cards are seeded straight through the data layer (tests/support/semearCards.ts):
 * through HTTP, 8 at a time, they would take minutes on a small machine.
 */

// 1,000 here, on the runtime every API test file shares (10,000 card events would delay theirs);
// the 5,000-card move runs on a runtime of its own in tests/runtime/jobCrashSeguro.test.ts.
const N = Number(process.env.JOBS_CARDS ?? 1000);
let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const tabela = depsDaTabela();

describe('moving every card of a large stage', () => {
  it('answers 202 with a pending job, then moves each card exactly once with exact counters and events', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    const ids = await semearCardsNaEtapa(
      tabela,
      { sigla: dono.sigla, idFluxo: fluxo.id, idEtapa: a.id, emailAutor: dono.email },
      N,
    );

    const r = await dono.http.patch<RespostaJob>(
      '/api/instancias/mover',
      { idEtapaOrigem: a.id, idEtapaDestino: b.id },
      { sigla: dono.sigla },
    );

    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body.mensagem).toBe('Movimentação dos cards iniciada. Acompanhe o andamento no quadro.');
    expect(r.body.Job).toMatchObject({
      status: 'pendente',
      total: N,
      feito: 0,
      idEtapaOrigem: a.id,
      idEtapaDestino: b.id,
    });

    // Someone else of the tenant cannot read the job (neither its author nor the flow's owner).
    const outra = await outraPessoa(amb);
    const alheio = await outra.http.get(`/api/instancias/jobs/${r.body.Job.id}`, { sigla: outra.sigla });
    expect(alheio.status).toBe(404);
    expect(alheio.body).toMatchObject({ tipo: 'EJobNaoEncontrado', mensagem: 'Operação em lote não encontrada' });

    // No time is asserted: the local event path is slow on a loaded machine (docs/adr/0035-local-runtime.md).
    const job = await aguardarJob(dono, r.body.Job.id, 1_500_000);
    expect(job).toMatchObject({ status: 'concluido', total: N, feito: N, totalRecusados: 0, recusados: [] });

    const noDestino = await idsNaEtapa(tabela, dono.sigla, b.id);
    expect(noDestino).toHaveLength(N);
    expect(new Set(noDestino)).toEqual(new Set(ids));
    expect(await idsNaEtapa(tabela, dono.sigla, a.id)).toEqual([]);
    const contadores = await dono.http.get<RespostaContadores>(`/api/instancias/contadores/${fluxo.id}`, {
      sigla: dono.sigla,
    });
    expect(
      Object.fromEntries(contadores.body.listaContadores.map((c) => [c.idEtapa, c.totalCardsPresentes])),
    ).toMatchObject({
      [a.id]: 0,
      [b.id]: N,
    });
    const eventos = await eventosDeMovimento(tabela, dono.sigla, fluxo.id);
    for (const tipo of ['cardSairEtapa', 'cardEntrarEtapa']) {
      const doTipo = eventos.filter((e) => e.tipo === tipo).map((e) => e.idInstancia);
      expect(doTipo).toHaveLength(N);
      expect(new Set(doTipo)).toEqual(new Set(ids));
    }
  }, 1_800_000);
});
