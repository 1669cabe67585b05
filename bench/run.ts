/**
 * Card benchmark (issue 4, item 7): does the cost of the card operations stay flat when a stage
 * holds 20,000 cards instead of 10?
 *
 *   npm run bench                 (BENCH_CARDS=2000 npm run bench for a quick run)
 *   npm run bench -- --only spa   (only the SPA weight, bench/spa.ts; also `npm run bench:spa`)
 *   npm run bench -- --only bundles   (only the Lambda bundles' bytes and import time, bench/bundles.ts)
 *   npm run bench -- --only bulkMove   (only the bulkMove rows: "move all cards" of 2,000 and BENCH_CARDS cards)
 *   npm run bench -- --only realtime   (only the socket fan-out, bench/realtime.ts)
 *   npm run bench -- --only home   (only the home rows: its routes at 10 and BENCH_CARDS cards)
 *   npm run bench -- --only metrics   (only the metrics and report rows at 10 and BENCH_CARDS cards)
 *   npm run bench -- --only search   (only the card search, bench/busca.ts, at 10 and BENCH_CARDS cards)
 *   npm run bench -- --only rules   (only the rules rows: 1 and 50 active rules, bench/regras.ts)
 *   npm run bench -- --only organogram   (only access by unit: a flow check and the flow list at 10 and 1,000 units, bench/organograma.ts)
 *   npm run bench -- --only dataBase   (only the data base rows: import of 100,000 rows, pages at 100 and 100,000, bench/basesDados.ts)
 *
 * It starts its own embedded runtime (fresh temp data dir, free ports, no SPA) IN THIS PROCESS,
 * with METRICAS_DYNAMODB=1: the handlers' DynamoDB client then counts requests, items read and
 * items written per HTTP request (functions/src/data/metricasDynamo.ts), and this script resets
 * and reads that collector around each operation. Everything else goes through the real HTTP API:
 * a tenant (operator CLI), its admin's session, a flow of 10 stages, 20,000 cards seeded in one
 * stage (POST /api/instancias/inserir, 8 at a time) and 10 cards in the stage beside it.
 * One card in 100 of the big flow, and half of the small one, has a label and a due date within
 * the week, for the indexed list filters (filterLabel, filterDue).
 *
 * Measured per operation x stage size, over REPETICOES runs after a warm-up: DynamoDB requests,
 * items read and written (median of the runs) and the median and p95 time of the HTTP call.
 * Writes the `cards` section of bench/results.json and prints the table with the 20000/10 ratios;
 * then the realtime fan-out (bench/realtime.ts, the `realtime` section, on a runtime of its own in a
 * child process),
 * the SPA weight per route (bench/spa.ts, the `spa` section) and the Lambda bundles
 * (bench/bundles.ts, the `bundles` section).
 */
import { execFile } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { lerMetricas, zerarMetricas } from '@wf/functions/data/metricasDynamo';
import type { Etapa, Fluxo, RespostaEtapaInserida, RespostaFluxo } from '@wf/shared/types/fluxo';
import type { Job, PaginaCards, RespostaInstanciaAlterada, RespostaJob } from '@wf/shared/types/instancia';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../infra/local/dynamoDbLocal';
import { handlerEnvironment, LOCAL_NAMES } from '../infra/local/handlerEnvironment';
import { startRuntime } from '../infra/local/runtime';
import { semearCardsNaEtapa } from '../tests/support/cardsEmMassa';
import { freePorts } from '../tests/support/freePort';
import { prepararRuntimeFilho } from '../tests/support/runtimeFilho';
import { benchRealtime, type ResultadoRealtime } from './realtime';
import { benchRegras } from './regras';
import { gravarSecao } from './resultados';
import { benchBasesDados } from './basesDados';
import { benchBundles } from './bundles';
import { benchBusca } from './busca';
import { benchOrganograma } from './organograma';
import { benchSpa } from './spa';

const raiz = path.resolve(import.meta.dirname, '..');
const TOTAL_GRANDE = Number(process.env.BENCH_CARDS ?? 20_000);
const TOTAL_PEQUENO = 10;
const CONCORRENCIA = Number(process.env.BENCH_CONCORRENCIA ?? 8);
const REPETICOES = Number(process.env.BENCH_REPETICOES ?? 30);
const AQUECIMENTO = 3;
/** Runs of the realtime row, each on a runtime of its own; the row reports the median one. */
const REPETICOES_WS = Number(process.env.BENCH_WS_REPETICOES ?? 3);

interface Resultado {
  operation: string;
  stageSize: number;
  dbRequests: number;
  itemsRead: number;
  itemsWritten: number;
  medianMs: number;
  p95Ms: number;
}

/** A browser-like client: keeps the session cookie, sends X-Cliente, parses JSON, fails loudly. */
class Cliente {
  private cookies = new Map<string, string>();
  constructor(
    private readonly baseUrl: string,
    private readonly sigla: string,
  ) {}

  async req<T>(metodo: string, caminho: string, body?: unknown, esperado = [200, 201, 202]): Promise<T> {
    const headers: Record<string, string> = { 'x-cliente': this.sigla };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const r = await fetch(`${this.baseUrl}${caminho}`, {
      method: metodo,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const linha of r.headers.getSetCookie()) {
      const [par = ''] = linha.split(';');
      const i = par.indexOf('=');
      this.cookies.set(par.slice(0, i).trim(), decodeURIComponent(par.slice(i + 1).trim()));
    }
    const texto = await r.text();
    if (!esperado.includes(r.status)) throw new Error(`${metodo} ${caminho} -> ${r.status}: ${texto}`);
    return (texto ? JSON.parse(texto) : undefined) as T;
  }
  cabecalhoCookie = (): string => [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  get = <T>(c: string) => this.req<T>('GET', c);
  post = <T>(c: string, b: unknown) => this.req<T>('POST', c, b);
  put = <T>(c: string, b: unknown) => this.req<T>('PUT', c, b);
  patch = <T>(c: string, b: unknown) => this.req<T>('PATCH', c, b);
}

const mediana = (v: number[]) => percentil(v, 50);
function percentil(valores: number[], p: number): number {
  const o = [...valores].sort((a, b) => a - b);
  const i = Math.min(o.length - 1, Math.max(0, Math.ceil((p / 100) * o.length) - 1));
  return o[i] ?? 0;
}
const arred = (n: number) => Math.round(n * 10) / 10;

/** Runs `fn` REPETICOES times (after a warm-up), counting the DynamoDB work of the HTTP request. */
async function medir(
  operation: string,
  stageSize: number,
  fn: (i: number) => Promise<unknown>,
  depois?: (i: number) => Promise<unknown>,
): Promise<Resultado> {
  const tempos: number[] = [];
  const req: number[] = [];
  const lidos: number[] = [];
  const escritos: number[] = [];
  for (let i = 0; i < AQUECIMENTO + REPETICOES; i++) {
    // Each run starts on an idle runtime: the previous run's events are delivered first, so the
    // time measured is the request's, not the event consumers' competing for DynamoDB Local.
    await aguardarFundoOcioso(60_000, 100, 3);
    zerarMetricas();
    const t0 = performance.now();
    await fn(i);
    const dt = performance.now() - t0;
    const m = lerMetricas('http');
    if (i >= AQUECIMENTO) {
      tempos.push(dt);
      req.push(m.requisicoes);
      lidos.push(m.itensLidos);
      escritos.push(m.itensEscritos);
    }
    if (depois) await depois(i);
  }
  const r: Resultado = {
    operation,
    stageSize,
    dbRequests: mediana(req),
    itemsRead: mediana(lidos),
    itemsWritten: mediana(escritos),
    medianMs: arred(mediana(tempos)),
    p95Ms: arred(percentil(tempos, 95)),
  };
  console.log(`  ${operation.padEnd(10)} ${String(stageSize).padStart(6)}: ${JSON.stringify(r)}`);
  return r;
}

/** Waits until the event consumers (outbox -> bus -> fan-out) have drained the seeding's events. */
async function aguardarFundoOcioso(maxMs = 30 * 60_000, intervaloMs = 500, vezes = 6): Promise<void> {
  const fim = Date.now() + maxMs;
  let anterior = -1;
  let estavel = 0;
  while (Date.now() < fim && estavel < vezes) {
    const atual = lerMetricas('fundo').requisicoes;
    estavel = atual === anterior ? estavel + 1 : 0;
    anterior = atual;
    await new Promise((r) => setTimeout(r, intervaloMs));
  }
}

async function emParalelo(total: number, concorrencia: number, fn: (i: number) => Promise<unknown>, rotulo: string) {
  let proximo = 0;
  let feitos = 0;
  const inicio = performance.now();
  const trabalhador = async () => {
    while (proximo < total) {
      const i = proximo++;
      await fn(i);
      feitos++;
      if (feitos % (total >= 5000 ? 1000 : 100) === 0 || feitos === total) {
        const s = (performance.now() - inicio) / 1000;
        console.log(`  ${rotulo}: ${feitos}/${total} (${Math.round(feitos / s)} por segundo)`);
      }
    }
  };
  await Promise.all(Array.from({ length: concorrencia }, trabalhador));
}

async function criarAmbiente(endpoints: Parameters<typeof handlerEnvironment>[0]) {
  const sigla = `BENCH${Date.now().toString(36).toUpperCase().slice(-4)}`;
  const email = `bench.${Date.now()}@bench.com.br`;
  const senha = 'Senha1234';
  await promisify(execFile)(
    path.join(raiz, 'node_modules', '.bin', 'tsx'),
    [
      path.join(raiz, 'infra/scripts/tenant.ts'),
      'create',
      '--sigla',
      sigla,
      '--nome',
      'Ambiente de benchmark',
      '--admin-nome',
      'Bia Benchmark',
      '--admin-email',
      email,
      '--admin-senha',
      senha,
      '--exigir-ativacao',
      'N',
    ],
    { env: { ...process.env, ...handlerEnvironment(endpoints) }, cwd: raiz },
  );
  return { sigla, email, senha };
}

type Tabela = Parameters<typeof semearCardsNaEtapa>[0];

/** The runtime's table, for seeding (a client of its own: its writes are not counted). */
const tabelaDo = (endpoints: { dynamoDb: string }): Tabela => ({
  db: DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: endpoints.dynamoDb, region: LOCAL_NAMES.region, credentials: localCredentials }),
  ),
  tableName: LOCAL_NAMES.tableName,
});

/** The bulkMove rows, for 2,000 cards and the large stage size. */
async function medirMoverTodosPorTamanho(api: Cliente, tabela: Tabela, sigla: string, email: string): Promise<void> {
  console.log('medindo bulkMove (mover todos os cards de uma etapa, um job em segundo plano):');
  const linhas: ResultadoJob[] = [];
  for (const n of [...new Set([2000, TOTAL_GRANDE])]) linhas.push(await medirMoverTodos(api, tabela, sigla, email, n));
  await gravarSecao('bulkMove', linhas);
}

/** `--only bulkMove`: a runtime, a tenant and the bulkMove rows alone. */
async function mainMoverTodos(): Promise<void> {
  process.env.METRICAS_DYNAMODB = '1';
  const { runtime, amb, api, parar } = await iniciarRuntime();
  try {
    await medirMoverTodosPorTamanho(api, tabelaDo(runtime.endpoints), amb.sigla, amb.email);
  } finally {
    await parar();
  }
}

/** Polls GET of a bulk job until it ends. */
async function aguardarJob(api: Cliente, idJob: string, intervaloMs = 200): Promise<Job> {
  for (;;) {
    const { Job: job } = await api.get<RespostaJob>(`/api/instancias/jobs/${idJob}`);
    if (job.status === 'concluido' || job.status === 'falhou') return job;
    await new Promise((r) => setTimeout(r, intervaloMs));
  }
}

interface ResultadoJob {
  operation: 'bulkMove';
  cards: number;
  /** From the request to the job's status concluido (GET polled every 200 ms). */
  msToDone: number;
  /** Answer time of the request itself (202). */
  msToAccept: number;
  /** Every item written until the background is idle again (request, job steps, outbox, event deliveries), per card. */
  itemsWrittenPerCard: number;
  itemsReadPerCard: number;
}

/**
 * `bulkMove`: every card of a stage of `n` cards (seeded through the data layer: tests/support/
 * cardsEmMassa.ts) to the next stage, as the board's "move all" does. Counted from an idle
 * runtime until it is idle again, so the events of the moves (two per card) and their delivery
 * are in the figure.
 */
async function medirMoverTodos(
  api: Cliente,
  tabela: Tabela,
  sigla: string,
  emailAutor: string,
  n: number,
): Promise<ResultadoJob> {
  const fluxo = (
    await api.post<RespostaFluxo>('/api/fluxos/inserir', {
      Fluxo: { descricao: `Em massa ${n}`, icone: 'RocketOutlined', detalhes: 'Mover todos' },
    })
  ).Fluxo;
  const origem = (
    await api.post<RespostaEtapaInserida>('/api/etapas/inserir', {
      Etapa: { idFluxo: fluxo.id, descricao: 'Origem' },
      listaEtapas: [],
    })
  ).Etapa;
  const destino = (
    await api.post<RespostaEtapaInserida>('/api/etapas/inserir', {
      Etapa: { idFluxo: fluxo.id, descricao: 'Destino' },
      listaEtapas: [origem.id],
    })
  ).Etapa;
  await semearCardsNaEtapa(tabela, { sigla, idFluxo: fluxo.id, idEtapa: origem.id, emailAutor }, n);
  await aguardarFundoOcioso(60_000, 100, 3);
  zerarMetricas();
  const t0 = performance.now();
  const { Job: aceito } = await api.patch<RespostaJob>('/api/instancias/mover', {
    idEtapaOrigem: origem.id,
    idEtapaDestino: destino.id,
  });
  const msToAccept = performance.now() - t0;
  const job = await aguardarJob(api, aceito.id);
  const msToDone = performance.now() - t0;
  if (job.status !== 'concluido' || job.feito !== n) throw new Error(`bulkMove ${n}: ${JSON.stringify(job)}`);
  await aguardarFundoOcioso(30 * 60_000, 500, 6);
  const http = lerMetricas('http');
  const fundo = lerMetricas('fundo');
  const r: ResultadoJob = {
    operation: 'bulkMove',
    cards: n,
    msToDone: arred(msToDone),
    msToAccept: arred(msToAccept),
    itemsWrittenPerCard: arred((http.itensEscritos + fundo.itensEscritos) / n),
    itemsReadPerCard: arred((http.itensLidos + fundo.itensLidos) / n),
  };
  console.log(`  bulkMove ${String(n).padStart(6)}: ${JSON.stringify(r)}`);
  return r;
}

function imprimirTabela(resultados: Resultado[]): void {
  const ops = [...new Set(resultados.map((r) => r.operation))];
  const linhas = [
    [
      'operation',
      'dbRequests 20000/10',
      'itemsRead 20000/10',
      'itemsWritten 20000/10',
      'median ms 20000/10',
      'p95 ms 20000/10',
      'time ratio',
    ],
  ];
  for (const op of ops) {
    const g = resultados.find((r) => r.operation === op && r.stageSize === TOTAL_GRANDE);
    const p = resultados.find((r) => r.operation === op && r.stageSize === TOTAL_PEQUENO);
    if (!g || !p) continue;
    const par = (a: number, b: number) => `${a} / ${b}`;
    linhas.push([
      op,
      par(g.dbRequests, p.dbRequests),
      par(g.itemsRead, p.itemsRead),
      par(g.itemsWritten, p.itemsWritten),
      par(g.medianMs, p.medianMs),
      par(g.p95Ms, p.p95Ms),
      p.medianMs ? `${(g.medianMs / p.medianMs).toFixed(2)}x` : '-',
    ]);
  }
  const larguras = linhas[0]!.map((_, i) => Math.max(...linhas.map((l) => l[i]!.length)));
  for (const [n, l] of linhas.entries()) {
    console.log(l.map((c, i) => c.padEnd(larguras[i]!)).join(' | '));
    if (n === 0) console.log(larguras.map((w) => '-'.repeat(w)).join('-|-'));
  }
}

/** The tenant admin's session, as the login page opens it. */
async function entrar(baseUrl: string, amb: { sigla: string; email: string; senha: string }): Promise<Cliente> {
  const api = new Cliente(baseUrl, amb.sigla);
  await api.post('/api/auth/local', {
    email: amb.email,
    senha: amb.senha,
    tokenCliente: (await api.get<{ token: string }>(`/api/cliente/${amb.sigla}`)).token,
  });
  return api;
}

/** A fresh runtime (temp data dir, free ports, no SPA) in this process, logging to a file. */
async function iniciarRuntime() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'workflow-bench-'));
  const logFile = path.join(dataDir, 'runtime.log');
  const [port, dynamoPort, s3Port, eventsPort, smtpPort] = await freePorts(5);
  console.log(`runtime em ${dataDir} (log: ${logFile})`);
  const runtime = await startRuntime({
    dataDir,
    port: port!,
    dynamoPort: dynamoPort!,
    s3Port: s3Port!,
    eventsPort: eventsPort!,
    smtpPort: smtpPort!,
    web: 'none',
    // Thrown away after the run, like the test runtimes: the in-memory database. The figures are
    // counts of DynamoDB requests and items, which do not depend on it.
    dynamoEmMemoria: true,
    log: (linha) => appendFileSync(logFile, `${new Date().toISOString()} ${linha}\n`),
  });
  const amb = await criarAmbiente(runtime.endpoints);
  const api = await entrar(runtime.baseUrl, amb);
  const parar = async () => {
    await runtime.stop();
    // The runtime's last writes may still be landing: rm retries a directory that is not yet empty.
    if (process.env.KEEP_BENCH_DATA !== '1') await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  return { runtime, amb, api, parar };
}

/** The `search` section: the header card search at 10 and TOTAL_GRANDE cards (bench/busca.ts). */
async function busca(): Promise<void> {
  process.env.METRICAS_DYNAMODB = '1';
  const { runtime, amb, api, parar } = await iniciarRuntime();
  try {
    const tokenCliente = (await api.get<{ token: string }>(`/api/cliente/${amb.sigla}`)).token;
    const novaPessoa = async (email: string) => {
      const cliente = new Cliente(runtime.baseUrl, amb.sigla);
      const Usuario = {
        nome: 'Pessoa da Busca',
        email,
        celular: '(11) 98765-4321',
        cpf: '529.982.247-25',
        senha: amb.senha,
        confirmarSenha: amb.senha,
        termos: true,
      };
      await cliente.post('/api/usuario/inserir', { tokenCliente, Usuario });
      await cliente.post('/api/auth/local', { email, senha: amb.senha, tokenCliente });
      return cliente;
    };
    const tamanhos = [TOTAL_PEQUENO, TOTAL_GRANDE];
    const linhas = await benchBusca({
      api,
      tabela: tabelaDo(runtime.endpoints),
      sigla: amb.sigla,
      email: amb.email,
      tamanhos,
      novaPessoa,
      medir,
    });
    await gravarSecao('search', linhas);
    imprimirTabela(linhas);
  } finally {
    await parar();
  }
}

/**
 * The `realtime` section: sockets in one flow room and cards moved under them (bench/realtime.ts),
 * on runtimes of their own. The row: the median of BENCH_WS_REPETICOES (3) runs with DynamoDB
 * Local and the card consumers' thread at a lower CPU priority (PRIORIDADE_DO_FUNDO=baixa,
 * infra/local/cpuPriority.ts), since in AWS neither shares the fan-out's cores; `normalPriority`:
 * everything at one priority, as `npm start` runs. Each runtime is a child process (`npm start`'s entry, tests/support/
 * runtimeFilho.ts): the 200 sockets that measure it are browsers, and sharing the runtime's event
 * loop would make every message they parse a delay of the fan-out they are timing. No DynamoDB
 * counts here.
 */
async function realtime(): Promise<void> {
  const execucoes: ResultadoRealtime[] = [];
  for (let i = 0; i < REPETICOES_WS; i++) execucoes.push(await realtimeNumRuntime('baixa'));
  // BENCH_WS_COMPARAR=0: the row alone, e.g. while tuning.
  const normalPriority = process.env.BENCH_WS_COMPARAR === '0' ? undefined : await realtimeNumRuntime('normal');
  await gravarSecao('realtime', {
    ...execucaoMediana(execucoes),
    runsP95Ms: execucoes.map((e) => e.p95Ms),
    lostMessagesAllRuns: execucoes.reduce((n, e) => n + e.lostMessages, 0),
    backgroundPriority: 'low',
    normalPriority,
  });
}

/**
 * The run whose p95 is the median of the runs: one run's figures swing by tens of milliseconds
 * with what else the two cores did meanwhile (120 to 473 ms in runs of one build), more than most
 * changes move them. Every run's p95 and their lost messages are reported beside it.
 */
function execucaoMediana(execucoes: ResultadoRealtime[]): ResultadoRealtime {
  const ordenadas = [...execucoes].sort((a, b) => a.p95Ms - b.p95Ms);
  return ordenadas[Math.floor((ordenadas.length - 1) / 2)]!;
}

async function realtimeNumRuntime(prioridadeDoFundo: 'baixa' | 'normal') {
  console.log(`realtime: consumidores e DynamoDB Local com prioridade ${prioridadeDoFundo}`);
  // The in-memory database, as every other row's runtime: the figures do not wait on the disk.
  const filho = await prepararRuntimeFilho('workflow-bench-realtime-', 180_000, {
    prioridadeDoFundo,
    dynamoEmMemoria: true,
  });
  try {
    const instancia = await filho.iniciar();
    const { baseUrl } = instancia;
    console.log(`runtime em processo filho: ${baseUrl}`);
    const amb = await criarAmbiente(filho.endpoints);
    try {
      return await benchRealtime(baseUrl, amb.sigla, await entrar(baseUrl, amb));
    } catch (erro) {
      // The child's log is not on this terminal: its last errors say why a request failed.
      for (const linha of instancia
        .output()
        .split('\n')
        .filter((l) => /ERROR|erro|falh/i.test(l))
        .slice(-5))
        console.error(`runtime filho: ${linha}`);
      throw erro;
    }
  } finally {
    await filho.encerrar();
  }
}

async function main(): Promise<void> {
  process.env.METRICAS_DYNAMODB = '1';
  const { runtime, amb, api, parar } = await iniciarRuntime();
  try {
    // A flow of 10 stages in a row; A (initial), B and D are open (cards go anywhere from them).
    const fluxo = (
      await api.post<RespostaFluxo>('/api/fluxos/inserir', {
        Fluxo: { descricao: 'Benchmark', icone: 'RocketOutlined', detalhes: 'Cards em volume' },
      })
    ).Fluxo;
    const etapas: Etapa[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await api.post<RespostaEtapaInserida>('/api/etapas/inserir', {
        Etapa: { idFluxo: fluxo.id, descricao: `Etapa ${i + 1}` },
        listaEtapas: etapas.length ? [etapas.at(-1)!.id] : [],
      });
      etapas.push(r.Etapa);
    }
    const [a, b, , d] = etapas as [Etapa, Etapa, Etapa, Etapa];
    for (const e of [a, b, d])
      await api.put(`/api/etapas/atualizar/${e.id}`, { descricao: e.descricao, cor: e.cor, fluxoAberto: 'S' });

    const criar = (descricao: string, idFluxo = fluxo.id, extra: Record<string, unknown> = {}) =>
      api.post<RespostaInstanciaAlterada>('/api/instancias/inserir', { Instancia: { idFluxo, descricao, ...extra } });
    // The list filters by label and by due date: 1 card in 100 of the big flow (200 of 20,000), half of the small one.
    const novaEtiqueta = async (idFluxo: string) =>
      (
        await api.post<{ Etiqueta: { id: string } }>('/api/etiquetas/inserir', {
          Etiqueta: { idFluxo, descricao: 'Rara', cor: '#f5222d' },
        })
      ).Etiqueta.id;
    const emTresDias = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const marcado = (idEtiqueta: string) => ({ listaEtiquetas: [idEtiqueta], dataVencimento: emTresDias });
    const etiquetaGrande = await novaEtiqueta(fluxo.id);

    console.log(
      `semeando ${TOTAL_PEQUENO} cards na etapa B e ${TOTAL_GRANDE} na etapa A (${CONCORRENCIA} em paralelo)...`,
    );
    for (let i = 0; i < TOTAL_PEQUENO; i++) await criar(`Pequeno ${String(i).padStart(5, '0')}`);
    await aguardarJob(
      api,
      (await api.patch<RespostaJob>('/api/instancias/mover', { idEtapaOrigem: a.id, idEtapaDestino: b.id })).Job.id,
    );
    const viajante = (await criar('Viajante')).Instancia;
    await api.patch('/api/instancias/mover', { idInstancia: viajante.id, idEtapaDestino: d.id });
    await emParalelo(
      TOTAL_GRANDE,
      CONCORRENCIA,
      (i) => criar(`Grande ${String(i).padStart(5, '0')}`, fluxo.id, i % 100 === 0 ? marcado(etiquetaGrande) : {}),
      'cards',
    );

    // A second flow of 10 cards: the list filter works on a flow, not on a stage.
    const pequeno: Fluxo = (
      await api.post<RespostaFluxo>('/api/fluxos/inserir', {
        Fluxo: { descricao: 'Pequeno', icone: 'RocketOutlined', detalhes: 'Poucos cards' },
      })
    ).Fluxo;
    await api.post('/api/etapas/inserir', { Etapa: { idFluxo: pequeno.id, descricao: 'Entrada' }, listaEtapas: [] });
    const etiquetaPequena = await novaEtiqueta(pequeno.id);
    for (let i = 0; i < TOTAL_PEQUENO; i++)
      await criar(`Grande ${String(i).padStart(5, '0')}`, pequeno.id, i % 2 === 0 ? marcado(etiquetaPequena) : {});
    const etiquetas = { [TOTAL_GRANDE]: etiquetaGrande, [TOTAL_PEQUENO]: etiquetaPequena };

    const paginas = {
      [TOTAL_GRANDE]: await api.get<PaginaCards>(`/api/instancias/buscar-por-etapa/${a.id}?max=20`),
      [TOTAL_PEQUENO]: await api.get<PaginaCards>(`/api/instancias/buscar-por-etapa/${b.id}?max=20`),
    };
    console.log(`totais: A=${paginas[TOTAL_GRANDE]!.total}, B=${paginas[TOTAL_PEQUENO]!.total}`);
    console.log('aguardando os consumidores de eventos terminarem...');
    zerarMetricas();
    await aguardarFundoOcioso();

    const resultados: Resultado[] = [];
    const tamanhos = [
      { tamanho: TOTAL_GRANDE, etapa: a, idFluxo: fluxo.id },
      { tamanho: TOTAL_PEQUENO, etapa: b, idFluxo: pequeno.id },
    ];
    console.log(`medindo (${REPETICOES} repetições após ${AQUECIMENTO} de aquecimento):`);
    for (const { tamanho, etapa } of tamanhos) {
      resultados.push(
        await medir('firstPage', tamanho, () => api.get(`/api/instancias/buscar-por-etapa/${etapa.id}?max=20`)),
      );
    }
    for (const { tamanho } of tamanhos) {
      const cards = paginas[tamanho]!.listaInstancias;
      resultados.push(
        await medir('open', tamanho, (i) => api.get(`/api/instancias/buscar-por-id/${cards[i % cards.length]!.id}`)),
      );
    }
    for (const { tamanho, etapa } of tamanhos) {
      // The traveller goes from D into the middle of the stage's first page (between its 5th
      // and 6th cards, as a drop there sends them), and back to D after each run (not measured).
      const cards = paginas[tamanho]!.listaInstancias;
      resultados.push(
        await medir(
          'move',
          tamanho,
          () =>
            api.patch('/api/instancias/mover', {
              idInstancia: viajante.id,
              idEtapaDestino: etapa.id,
              ordemNaEtapaDestino: 6,
              idInstanciaAnterior: cards[4]!.id,
              idInstanciaPosterior: cards[5]!.id,
            }),
          () => api.patch('/api/instancias/mover', { idInstancia: viajante.id, idEtapaDestino: d.id }),
        ),
      );
    }
    for (const { tamanho, idFluxo } of tamanhos) {
      resultados.push(
        await medir('filter', tamanho, (i) =>
          api.get(
            `/api/instancias/filtrar?idFluxo=${idFluxo}&textoPesquisa=${encodeURIComponent(`grande 0000${i % 10}`)}`,
          ),
        ),
      );
    }
    for (const { tamanho, idFluxo } of tamanhos) {
      resultados.push(
        await medir('filterLabel', tamanho, () =>
          api.get(`/api/instancias/filtrar?idFluxo=${idFluxo}&idsEtiquetas=${etiquetas[tamanho]!}`),
        ),
      );
    }
    for (const { tamanho, idFluxo } of tamanhos) {
      resultados.push(
        await medir('filterDue', tamanho, () =>
          api.get(`/api/instancias/filtrar?idFluxo=${idFluxo}&cardsVencendoSemana=S`),
        ),
      );
    }
    // Last: creating grows the stages. The small stage becomes the initial one for its run.
    resultados.push(await medir('create', TOTAL_GRANDE, (i) => criar(`Medido ${i}`)));
    await api.put(`/api/etapas/atualizar/${b.id}`, {
      descricao: b.descricao,
      cor: b.cor,
      etapaInicial: 'S',
      fluxoAberto: 'S',
    });
    resultados.push(await medir('create', TOTAL_PEQUENO, (i) => criar(`Medido ${i}`)));

    await gravarSecao('cards', resultados);
    console.log('\nresultado (bench/results.json):\n');
    imprimirTabela(resultados);
    await medirMoverTodosPorTamanho(api, tabelaDo(runtime.endpoints), amb.sigla, amb.email);
  } finally {
    await parar();
  }
}

/**
 * The `home` section (issue 11): the home page's requests (summary, default tile's first page,
 * the chart, the feed's first page) and tile 1's first page, for a person whose flow holds 10
 * cards and then TOTAL_GRANDE. Everything the home shows is kept by the `painel` consumer; the
 * 10 cards go through the API (events), the rest are seeded (responsible: the person; a due date
 * in 3 days) and projected by the projections' own rebuild, so the person's tile entries, due-date
 * counters and the flow's counters hold every card.
 */
async function mainHome(): Promise<void> {
  process.env.METRICAS_DYNAMODB = '1';
  const { runtime, amb, api, parar } = await iniciarRuntime();
  try {
    const fluxo = (
      await api.post<RespostaFluxo>('/api/fluxos/inserir', {
        Fluxo: { descricao: 'Home', icone: 'RocketOutlined', detalhes: 'Home em volume' },
      })
    ).Fluxo;
    const etapa = (
      await api.post<RespostaEtapaInserida>('/api/etapas/inserir', {
        Etapa: { idFluxo: fluxo.id, descricao: 'Entrada' },
        listaEtapas: [],
      })
    ).Etapa;
    const emTresDias = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < TOTAL_PEQUENO; i++) {
      const card = (
        await api.post<RespostaInstanciaAlterada>('/api/instancias/inserir', {
          Instancia: { idFluxo: fluxo.id, descricao: `Pequeno ${i}`, dataVencimento: emTresDias },
        })
      ).Instancia;
      await api.post('/api/instancia/responsaveis/inserir', { idInstancia: card.id, emailUsuario: amb.email });
    }
    await aguardarFundoOcioso();
    const medirHome = async (n: number) => [
      await medir('home', n, async () => {
        await api.get('/api/home');
        await api.get('/api/home/cards-por-tipo/2');
        await api.get(`/api/home/graficos/${fluxo.id}`);
        await api.get('/api/home/atividades');
      }),
      await medir('homeTile1', n, () => api.get('/api/home/cards-por-tipo/1')),
      await medir('homeTile4', n, () => api.get('/api/home/cards-por-tipo/4')),
    ];
    const resultados = await medirHome(TOTAL_PEQUENO);

    const tabela = tabelaDo(runtime.endpoints);
    console.log(`semeando ${TOTAL_GRANDE - TOTAL_PEQUENO} cards e projetando-os (reconstrução do painel)...`);
    await semearCardsNaEtapa(
      tabela,
      { sigla: amb.sigla, idFluxo: fluxo.id, idEtapa: etapa.id, emailAutor: amb.email },
      TOTAL_GRANDE - TOTAL_PEQUENO,
      'Grande',
      () => ({
        responsaveis: [amb.email],
        dataVencimento: emTresDias,
      }),
    );
    const { reconstruirPainelDoFluxo } =
      await import('@wf/functions/domains/painel/services/reconstrucaoPainelService');
    await reconstruirPainelDoFluxo(
      { ...tabela, clock: () => new Date(), newId: () => crypto.randomUUID() } as never,
      amb.sigla,
      fluxo.id,
    );
    await aguardarFundoOcioso();
    resultados.push(...(await medirHome(TOTAL_GRANDE)));
    await gravarSecao('home', resultados);
    imprimirTabela(resultados);
  } finally {
    await parar();
  }
}

/**
 * The `metrics` section (issue 11): the Métricas tab's request and the first page of the card
 * reports over a flow of 10 cards, then of TOTAL_GRANDE. The 10 go through the API (moves,
 * a responsible, due dates); the rest are seeded, 1 in 100 overdue (two days ago) and 1 in 100
 * due in 3 days, and projected by the painel's rebuild (the overdue count reads the flow's due
 * counters), so the overdue count and the due-date report have cards at both sizes.
 */
async function mainMetricas(): Promise<void> {
  process.env.METRICAS_DYNAMODB = '1';
  const { runtime, amb, api, parar } = await iniciarRuntime();
  try {
    const fluxo = (
      await api.post<RespostaFluxo>('/api/fluxos/inserir', {
        Fluxo: { descricao: 'Métricas', icone: 'RocketOutlined', detalhes: 'Métricas em volume' },
      })
    ).Fluxo;
    const a = (
      await api.post<RespostaEtapaInserida>('/api/etapas/inserir', {
        Etapa: { idFluxo: fluxo.id, descricao: 'Entrada' },
        listaEtapas: [],
      })
    ).Etapa;
    const b = (
      await api.post<RespostaEtapaInserida>('/api/etapas/inserir', {
        Etapa: { idFluxo: fluxo.id, descricao: 'Fim', etapaFinal: 'S' },
        listaEtapas: [a.id],
      })
    ).Etapa;
    const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < TOTAL_PEQUENO; i++) {
      const card = (
        await api.post<RespostaInstanciaAlterada>('/api/instancias/inserir', {
          Instancia: { idFluxo: fluxo.id, descricao: `Pequeno ${i}`, dataVencimento: dia(3) },
        })
      ).Instancia;
      if (i % 2 === 0) await api.patch('/api/instancias/mover', { idInstancia: card.id, idEtapaDestino: b.id });
      else await api.post('/api/instancia/responsaveis/inserir', { idInstancia: card.id, emailUsuario: amb.email });
    }
    await aguardarFundoOcioso();
    const hoje = dia(0);
    const periodo = `dataInicio=${dia(-29)}&dataFim=${hoje}`;
    const medirMetricas = async (n: number) => [
      await medir('metrics', n, () => api.get(`/api/fluxos/metricas/${fluxo.id}`)),
      await medir('reportCreated', n, () => api.get(`/api/relatorios/cards-criados?${periodo}`)),
      await medir('reportDue', n, () =>
        api.get(`/api/relatorios/cards-vencendo?dataInicio=${hoje}&dataFim=${dia(30)}`),
      ),
    ];
    const resultados = await medirMetricas(TOTAL_PEQUENO);
    console.log(`semeando ${TOTAL_GRANDE - TOTAL_PEQUENO} cards...`);
    await semearCardsNaEtapa(
      tabelaDo(runtime.endpoints),
      { sigla: amb.sigla, idFluxo: fluxo.id, idEtapa: a.id, emailAutor: amb.email },
      TOTAL_GRANDE - TOTAL_PEQUENO,
      'Grande',
      (i) => (i % 100 === 0 ? { dataVencimento: dia(-2) } : i % 100 === 1 ? { dataVencimento: dia(3) } : {}),
    );
    // Seeded cards raise no events: the painel's rebuild projects them (the flow's due counters included).
    const { reconstruirPainelDoFluxo } =
      await import('@wf/functions/domains/painel/services/reconstrucaoPainelService');
    await reconstruirPainelDoFluxo(
      { ...tabelaDo(runtime.endpoints), clock: () => new Date(), newId: () => crypto.randomUUID() } as never,
      amb.sigla,
      fluxo.id,
    );
    await aguardarFundoOcioso();
    const { totalCardsEmAtraso } = await api.get<{ totalCardsEmAtraso: number }>(`/api/fluxos/metricas/${fluxo.id}`);
    console.log(`em atraso: ${totalCardsEmAtraso} (semeados: ${Math.ceil((TOTAL_GRANDE - TOTAL_PEQUENO) / 100)})`);
    resultados.push(...(await medirMetricas(TOTAL_GRANDE)));
    await gravarSecao('metrics', resultados);
    imprimirTabela(resultados);
  } finally {
    await parar();
  }
}

/** The `rules` section (issue 10, bench/regras.ts) on a runtime in this process (DynamoDB counted). */
async function mainRegras(): Promise<void> {
  process.env.METRICAS_DYNAMODB = '1';
  const { runtime, amb, api, parar } = await iniciarRuntime();
  try {
    const medidor = {
      api,
      baseUrl: runtime.baseUrl,
      sigla: amb.sigla,
      zerarMetricas,
      lerMetricas,
      aguardarFundoOcioso: () => aguardarFundoOcioso(60_000, 200, 5),
    };
    await gravarSecao('rules', await benchRegras(medidor));
  } finally {
    await parar();
  }
}

/** The `dataBaseImport` and `dataBasePage` sections (issue 12, bench/basesDados.ts). */
async function mainBasesDados(): Promise<void> {
  process.env.METRICAS_DYNAMODB = '1';
  const { api, parar } = await iniciarRuntime();
  try {
    const r = await benchBasesDados({
      api,
      zerarMetricas,
      lerMetricas,
      aguardarFundoOcioso: () => aguardarFundoOcioso(60_000, 200, 5),
    });
    await gravarSecao('dataBaseImport', r.importacao);
    await gravarSecao('dataBasePage', r.paginas);
  } finally {
    await parar();
  }
}

/** The `organogram` section (issue 28, bench/organograma.ts): access by unit at 10 and 1,000 units. */
async function mainOrganograma(): Promise<void> {
  process.env.METRICAS_DYNAMODB = '1';
  const { runtime, amb, api, parar } = await iniciarRuntime();
  try {
    const tokenCliente = (await api.get<{ token: string }>(`/api/cliente/${amb.sigla}`)).token;
    const ids = new Map<string, string>();
    const novaPessoa = async (email: string) => {
      const cliente = new Cliente(runtime.baseUrl, amb.sigla);
      const Usuario = {
        nome: 'Pessoa da Unidade',
        email,
        celular: '(11) 98765-4321',
        cpf: '529.982.247-25',
        senha: amb.senha,
        confirmarSenha: amb.senha,
        termos: true,
      };
      await cliente.post('/api/usuario/inserir', { tokenCliente, Usuario });
      const sessao = await cliente.post<{ usuario: { id: string } }>('/api/auth/local', {
        email,
        senha: amb.senha,
        tokenCliente,
      });
      ids.set(email, sessao.usuario.id);
      return cliente;
    };
    const linhas = await benchOrganograma({
      api,
      tabela: tabelaDo(runtime.endpoints),
      sigla: amb.sigla,
      novaPessoa,
      idDoUsuario: async (email) => ids.get(email)!,
      medir,
    });
    await gravarSecao('organogram', linhas);
  } finally {
    await parar();
  }
}

const somente = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const execucoes: Record<string, () => Promise<unknown>> = {
  spa: benchSpa,
  bundles: benchBundles,
  bulkMove: mainMoverTodos,
  realtime,
  home: mainHome,
  metrics: mainMetricas,
  search: busca,
  rules: mainRegras,
  dataBase: mainBasesDados,
  organogram: mainOrganograma,
  todos: () =>
    main()
      .then(mainHome)
      .then(mainMetricas)
      .then(busca)
      .then(mainRegras)
      .then(mainBasesDados)
      .then(mainOrganograma)
      .then(realtime)
      .then(benchSpa)
      .then(benchBundles),
};
(execucoes[somente ?? 'todos'] ?? execucoes.todos!)().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
