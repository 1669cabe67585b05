import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, RespostaJob } from '@wf/shared/types/instancia';
import { localCredentials, reapStaleDynamoDbLocal } from '../../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../../infra/local/handlerEnvironment';
import { eventosDeMovimento, idsNaEtapa, semearCardsNaEtapa } from '../support/cardsEmMassa';
import { DEMO, demoSessionCookie } from '../support/demoSession';
import { eventually } from '../support/eventually';
import { freePorts } from '../support/freePort';

/**
 * A bulk move (the `jobs` consumer's chain of steps) survives `npm start` killed with SIGKILL
 * half-way: started again on the same data, the job ends with every card moved exactly once,
 * exact stage counters and one exit and one entry event per card. The runtime is a child process
 * as in crashSeguro.test.ts. The cards are seeded through the data layer
 * (tests/support/cardsEmMassa.ts): 5,000 of them, a stage of real size (about
 * 2 minutes here); JOBS_CRASH_CARDS sets another number.
 */
const N = Number(process.env.JOBS_CRASH_CARDS ?? 5000);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const READY = /Workflow pronto/;

interface Instance {
  child: ChildProcess;
  baseUrl: string;
}

let dataDir: string;
let env: NodeJS.ProcessEnv;
let current: Instance | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'job-crash-'));
  const [port, dynamoPort, s3Port, eventsPort, smtpPort] = await freePorts(5);
  env = {
    ...process.env,
    WEB: 'none',
    DATA_DIR: dataDir,
    PORT: String(port),
    DYNAMODB_PORT: String(dynamoPort),
    S3_PORT: String(s3Port),
    EVENTS_PORT: String(eventsPort),
    SMTP_PORT: String(smtpPort),
  };
});

afterAll(async () => {
  if (current && current.child.exitCode === null && current.child.signalCode === null) {
    const exited = new Promise((resolve) => current?.child.once('exit', resolve));
    current.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    current.child.kill('SIGKILL');
  }
  await reapStaleDynamoDbLocal(path.join(dataDir, 'dynamodb'), () => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

function start(): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const append = (chunk: Buffer): void => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const instance: Instance = { child, baseUrl: `http://localhost:${env.PORT}` };
  current = instance;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`runtime não ficou pronto em 120 s:\n${text}`)), 120_000);
    child.stdout.on('data', () => {
      if (READY.test(text)) {
        clearTimeout(timer);
        resolve(instance);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`runtime encerrou ao iniciar (${code ?? signal}):\n${text}`));
    });
  });
}

function killHard(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => instance.child.once('exit', () => resolve()));
  instance.child.kill('SIGKILL');
  return exited;
}

const headers = (cookie: string) => ({ cookie, 'x-cliente': DEMO.sigla, 'content-type': 'application/json' });

async function chamar<T>(instance: Instance, cookie: string, metodo: string, caminho: string, corpo?: unknown) {
  const r = await fetch(`${instance.baseUrl}${caminho}`, { method: metodo, headers: headers(cookie), body: corpo === undefined ? undefined : JSON.stringify(corpo) });
  return { status: r.status, body: (await r.json()) as T };
}

const lerJob = async (instance: Instance, cookie: string, id: string): Promise<Job> =>
  (await chamar<RespostaJob>(instance, cookie, 'GET', `/api/instancias/jobs/${id}`)).body.Job;

describe('a bulk move with the runtime killed half-way', () => {
  it('completes after a restart with every card moved exactly once and exact counters', async () => {
    let instance = await start();
    const cookie = await demoSessionCookie(instance.baseUrl);
    const fluxo = await chamar<{ Fluxo: { id: string } }>(instance, cookie, 'POST', '/api/fluxos/inserir', {
      Fluxo: { descricao: 'Mudança em massa', icone: 'ShoppingCartOutlined', detalhes: 'x' },
    });
    expect(fluxo.status).toBe(201);
    const idFluxo = fluxo.body.Fluxo.id;
    const etapa = async (descricao: string, origens: string[]) =>
      (await chamar<{ Etapa: { id: string } }>(instance, cookie, 'POST', '/api/etapas/inserir', { Etapa: { idFluxo, descricao }, listaEtapas: origens })).body.Etapa.id;
    const a = await etapa('Entrada', []);
    const b = await etapa('Saída', [a]);

    const tabela = {
      db: DynamoDBDocumentClient.from(
        new DynamoDBClient({ endpoint: `http://localhost:${env.DYNAMODB_PORT}`, region: LOCAL_NAMES.region, credentials: localCredentials }),
      ),
      tableName: LOCAL_NAMES.tableName,
    };
    const ids = await semearCardsNaEtapa(tabela, { sigla: DEMO.sigla, idFluxo, idEtapa: a, emailAutor: DEMO.email }, N);

    const aceito = await chamar<RespostaJob>(instance, cookie, 'PATCH', '/api/instancias/mover', { idEtapaOrigem: a, idEtapaDestino: b });
    expect(aceito.status).toBe(202);
    const idJob = aceito.body.Job.id;

    // Killed once the job has moved half of the cards, before it is done.
    const meio = await eventually(async () => {
      const job = await lerJob(instance, cookie, idJob);
      return job.feito >= N / 2 ? job : undefined;
    }, 240_000, 50);
    await killHard(instance);
    expect(meio.status).toBe('executando');
    console.log(`morto com ${meio.feito} de ${N} cards movidos`);

    instance = await start();
    const fim = await eventually(async () => {
      const job = await lerJob(instance, cookie, idJob);
      return job.status === 'concluido' || job.status === 'falhou' ? job : undefined;
    }, 600_000, 500);
    expect(fim).toMatchObject({ status: 'concluido', total: N, feito: N, totalRecusados: 0 });

    const noDestino = await idsNaEtapa(tabela, DEMO.sigla, b);
    expect(noDestino).toHaveLength(N);
    expect(new Set(noDestino)).toEqual(new Set(ids));
    expect(await idsNaEtapa(tabela, DEMO.sigla, a)).toEqual([]);
    const contadores = await chamar<{ listaContadores: Array<{ idEtapa: string; totalCardsPresentes: number }> }>(
      instance,
      cookie,
      'GET',
      `/api/instancias/contadores/${idFluxo}`,
    );
    expect(Object.fromEntries(contadores.body.listaContadores.map((c) => [c.idEtapa, c.totalCardsPresentes]))).toMatchObject({ [a]: 0, [b]: N });
    const eventos = await eventosDeMovimento(tabela, DEMO.sigla, idFluxo);
    for (const tipo of ['cardSairEtapa', 'cardEntrarEtapa']) {
      const doTipo = eventos.filter((e) => e.tipo === tipo).map((e) => e.idInstancia);
      expect(doTipo).toHaveLength(N);
      expect(new Set(doTipo)).toEqual(new Set(ids));
    }
  }, 1_200_000);
});
