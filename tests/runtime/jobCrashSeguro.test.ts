import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, RespostaJob } from '@wf/shared/types/instancia';
import { localCredentials } from '../../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../../infra/local/handlerEnvironment';
import { eventosDeMovimento, idsNaEtapa, semearCardsNaEtapa } from '../support/cardsEmMassa';
import { DEMO, demoSessionCookie } from '../support/demoSession';
import { eventually } from '../support/eventually';
import { chamarFilho, prepararRuntimeFilho, type InstanciaFilha, type RuntimeFilho } from '../support/runtimeFilho';

/**
 * A bulk move (the `jobs` consumer's chain of steps) survives `npm start` killed with SIGKILL
 * half-way: started again on the same data, the job ends with every card moved exactly once,
 * exact stage counters and one exit and one entry event per card. The runtime is a child process
 * as in crashSeguro.test.ts. The cards are seeded through the data layer
 * (tests/support/cardsEmMassa.ts): 1,200 of them, six steps of the job (LIMITES_JOB: 230 cards a
 * step), so the kill lands with steps done behind it and steps still to run; a larger stage is
 * only more of the same steps (JOBS_CRASH_CARDS sets another number; 5,000 took 2.5 minutes).
 */
const N = Number(process.env.JOBS_CRASH_CARDS ?? 1200);
let rt: RuntimeFilho;

beforeAll(async () => {
  rt = await prepararRuntimeFilho('job-crash-', 120_000);
});

afterAll(async () => {
  await rt?.encerrar();
});

const lerJob = async (instance: InstanciaFilha, cookie: string, id: string): Promise<Job> =>
  (await chamarFilho<RespostaJob>(instance, cookie, 'GET', `/api/instancias/jobs/${id}`)).body.Job;

describe('a bulk move with the runtime killed half-way', () => {
  it('completes after a restart with every card moved exactly once and exact counters', async () => {
    let instance = await rt.iniciar();
    const cookie = await demoSessionCookie(instance.baseUrl);
    const fluxo = await chamarFilho<{ Fluxo: { id: string } }>(instance, cookie, 'POST', '/api/fluxos/inserir', {
      Fluxo: { descricao: 'Mudança em massa', icone: 'ShoppingCartOutlined', detalhes: 'x' },
    });
    expect(fluxo.status).toBe(201);
    const idFluxo = fluxo.body.Fluxo.id;
    const etapa = async (descricao: string, origens: string[]) =>
      (
        await chamarFilho<{ Etapa: { id: string } }>(instance, cookie, 'POST', '/api/etapas/inserir', {
          Etapa: { idFluxo, descricao },
          listaEtapas: origens,
        })
      ).body.Etapa.id;
    const a = await etapa('Entrada', []);
    const b = await etapa('Saída', [a]);

    const tabela = {
      db: DynamoDBDocumentClient.from(
        new DynamoDBClient({
          endpoint: `http://localhost:${rt.portas.dynamo}`,
          region: LOCAL_NAMES.region,
          credentials: localCredentials,
        }),
      ),
      tableName: LOCAL_NAMES.tableName,
    };
    const ids = await semearCardsNaEtapa(tabela, { sigla: DEMO.sigla, idFluxo, idEtapa: a, emailAutor: DEMO.email }, N);

    const aceito = await chamarFilho<RespostaJob>(instance, cookie, 'PATCH', '/api/instancias/mover', {
      idEtapaOrigem: a,
      idEtapaDestino: b,
    });
    expect(aceito.status).toBe(202);
    const idJob = aceito.body.Job.id;

    // Killed once the job has moved half of the cards, before it is done.
    const meio = await eventually(
      async () => {
        const job = await lerJob(instance, cookie, idJob);
        return job.feito >= N / 2 ? job : undefined;
      },
      240_000,
      50,
    );
    await rt.matar(instance);
    expect(meio.status).toBe('executando');
    console.log(`morto com ${meio.feito} de ${N} cards movidos`);

    instance = await rt.iniciar();
    const fim = await eventually(
      async () => {
        const job = await lerJob(instance, cookie, idJob);
        return job.status === 'concluido' || job.status === 'falhou' ? job : undefined;
      },
      600_000,
      500,
    );
    expect(fim).toMatchObject({ status: 'concluido', total: N, feito: N, totalRecusados: 0 });

    const noDestino = await idsNaEtapa(tabela, DEMO.sigla, b);
    expect(noDestino).toHaveLength(N);
    expect(new Set(noDestino)).toEqual(new Set(ids));
    expect(await idsNaEtapa(tabela, DEMO.sigla, a)).toEqual([]);
    const contadores = await chamarFilho<{ listaContadores: Array<{ idEtapa: string; totalCardsPresentes: number }> }>(
      instance,
      cookie,
      'GET',
      `/api/instancias/contadores/${idFluxo}`,
    );
    expect(
      Object.fromEntries(contadores.body.listaContadores.map((c) => [c.idEtapa, c.totalCardsPresentes])),
    ).toMatchObject({ [a]: 0, [b]: N });
    const eventos = await eventosDeMovimento(tabela, DEMO.sigla, idFluxo);
    for (const tipo of ['cardSairEtapa', 'cardEntrarEtapa']) {
      const doTipo = eventos.filter((e) => e.tipo === tipo).map((e) => e.idInstancia);
      expect(doTipo).toHaveLength(N);
      expect(new Set(doTipo)).toEqual(new Set(ids));
    }
  }, 1_200_000);
});
