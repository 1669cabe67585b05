import http from 'node:http';
import path from 'node:path';
import { smtpMailer } from '@wf/functions/adapters/mailerSmtp';
import { appDeps } from '@wf/functions/kernel/deps';
import { connectionsPathMatcher, createConnectionsApi } from './connectionsApi';
import { runDemoSeed } from './demoSeed';
import { createDevRoutes, type DevRouteSources } from './devRoutes';
import { criarProvedorOidcLocal } from './provedorOidcLocal';
import { localDynamoClient, reapStaleDynamoDbLocal, startDynamoDbLocal } from './dynamoDbLocal';
import { startLocalEventBridge } from './eventBridge';
import { concorrenciaDoConsumidor, createEventRouter } from './eventDelivery';
import { openEventJournal } from './eventJournal';
import { aguardarRepouso, diarioObservado } from './repouso';
import { releaseInterruptedClaim } from './interruptedClaims';
import { securityHeaders } from '../securityHeaders';
import {
  applyHandlerEnvironment,
  endpointsFor,
  LOCAL_NAMES,
  localOrigins,
  type LocalEndpoints,
} from './handlerEnvironment';
import { createHttpApi } from './httpApi';
import { mountGateway } from './httpGateway';
import { assertJava } from './javaCheck';
import { startAgendamentos } from './agendamentos';
import { createLambdaInvoker, type LambdaInvoker } from './lambdaInvoker';
import { Lifecycle } from './lifecycle';
import { consumerFunction, httpFunction, outboxPublisherFunction, webSocketFunction } from './localFunctions';
import { startPendingUploadsSweep } from './pendingUploadsSweep';
import { scoped, type Log } from './log';
import { startMailOutbox } from './mailOutbox';
import { functionsSrc } from './paths';
import { assertPortFree, closeServer, listenOn } from './ports';
import { startS3Storage } from './s3Storage';
import { createThreadedInvoker } from './threadedInvoker';
import type { ConsumerName } from '@wf/functions/app/lambdas';
import { insertsOnly, startStreamPump, type StreamPump } from './streamPump';
import { ensureTable } from './tableSetup';
import { createWebApp, type WebMode } from './webApp';
import { createWebSocketGateway } from './webSocketGateway';

/** The consumers every card event reaches besides the fan-out: they share a worker thread. */
const CONSUMIDORES_DOS_CARDS = ['painel', 'busca', 'regras', 'notificacoes'] as const satisfies readonly ConsumerName[];

export interface RuntimeOptions {
  dataDir: string;
  port: number;
  dynamoPort: number;
  s3Port: number;
  eventsPort: number;
  smtpPort: number;
  web: WebMode;
  /** The SPA's folder (web/ by default): what 'dev' runs Vite on and whose dist/ 'dist' serves. */
  webDir?: string;
  log?: (line: string) => void;
  /** DynamoDB Local without its file database: for a runtime whose data dir is removed after one run. */
  dynamoEmMemoria?: boolean;
  /**
   * DynamoDB Local (dynamoDbLocal.ts) and the card events' consumers' thread at a lower CPU priority
   * than the gateway and the realtime fan-out (cpuPriority.ts): in AWS neither shares the
   * fan-out's cores, here they do. The realtime bench's row (`PRIORIDADE_DO_FUNDO=baixa` for
   * `npm start`); off by default, since the kernel would also put the database behind every other
   * program of the machine.
   */
  fundoEmPrioridadeBaixa?: boolean;
}

export interface Runtime {
  baseUrl: string;
  /** Where each local service answers (also set in process.env for the handlers). */
  endpoints: LocalEndpoints;
  stop(): Promise<void>;
}

/**
 * The embedded local runtime (docs/architecture.md, "The same path on one machine"): DynamoDB
 * Local, S3, EventBridge, SMTP outbox, the HTTP and WebSocket gateways and the Stream pump, all
 * running the real handler code. One runtime per process: the handlers read process.env once,
 * when first imported.
 */
export async function startRuntime(opts: RuntimeOptions): Promise<Runtime> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const life = new Lifecycle(log);
  const endpoints = endpointsFor(opts);
  // First of all: handlers read it when first imported, and it also quiets the SDK's Node 20 warning.
  applyHandlerEnvironment(endpoints);
  // In AWS the e-mail consumer sends through SES; here it hands its e-mails to the SMTP outbox
  // below through nodemailer, which is why the transport comes from here and not from its code.
  const deps = appDeps();
  deps.mailer = smtpMailer(endpoints.smtpUrl, deps.env.mailFrom);
  try {
    await assertJava();
    // Before the port check: a JVM left by a runtime killed with SIGKILL still holds its port.
    await reapStaleDynamoDbLocal(path.join(opts.dataDir, 'dynamodb'), scoped(log, 'dynamodb'));
    await assertPortsFree(opts);
    await startServices(opts, endpoints, life, log);
  } catch (error) {
    await life.stopAll();
    throw error;
  }
  return { baseUrl: endpoints.baseUrl, endpoints, stop: () => life.stopAll() };
}

/** Fails fast, before the JVM starts, with the variable that moves the taken port. */
async function assertPortsFree(opts: RuntimeOptions): Promise<void> {
  await assertPortFree(opts.port, 'gateway HTTP', 'PORT');
  await assertPortFree(opts.dynamoPort, 'DynamoDB Local', 'DYNAMODB_PORT');
  await assertPortFree(opts.s3Port, 'S3 local', 'S3_PORT');
  await assertPortFree(opts.eventsPort, 'EventBridge local', 'EVENTS_PORT');
  await assertPortFree(opts.smtpPort, 'SMTP local', 'SMTP_PORT');
}

async function startServices(
  opts: RuntimeOptions,
  endpoints: LocalEndpoints,
  life: Lifecycle,
  log: Log,
): Promise<void> {
  // The JVM takes the longest: the other stores start while it boots.
  const dynamoStarting = life.track(
    'DynamoDB Local',
    startDynamoDbLocal(
      path.join(opts.dataDir, 'dynamodb'),
      opts.dynamoPort,
      scoped(log, 'dynamodb'),
      opts.dynamoEmMemoria,
      opts.fundoEmPrioridadeBaixa,
    ),
    (dynamo) => dynamo.stop(),
  );
  const s3Starting = life.track(
    'S3 local',
    startS3Storage(
      path.join(opts.dataDir, 's3'),
      opts.s3Port,
      [LOCAL_NAMES.bucketArquivos],
      [endpoints.baseUrl, `http://127.0.0.1:${opts.port}`],
      scoped(log, 's3'),
    ),
    (s3) => s3.stop(),
  );
  const mailStarting = life.track(
    'caixa de e-mails',
    startMailOutbox(path.join(opts.dataDir, 'emails'), opts.smtpPort, scoped(log, 'e-mail')),
    (outbox) => outbox.stop(),
  );
  // Meanwhile the functions the login page calls are imported (compiled by tsx on a first start):
  // the page a newcomer opens right after the banner does not wait for their cold start.
  const lambdas = createLambdaInvoker(functionsSrc, LOCAL_NAMES.region);
  const loginPreloaded = lambdas.preload([httpFunction('clientes'), httpFunction('auth')]);
  await Promise.allSettled([dynamoStarting, s3Starting, mailStarting, loginPreloaded]);
  await dynamoStarting;
  await s3Starting;
  const outbox = await mailStarting;
  const sweep = startPendingUploadsSweep({
    endpoint: endpoints.s3,
    region: LOCAL_NAMES.region,
    bucket: LOCAL_NAMES.bucketArquivos,
    log: scoped(log, 's3'),
  });
  life.add('varredura de envios pendentes', () => sweep.stop());

  const dynamoClient = localDynamoClient(endpoints.dynamoDb, LOCAL_NAMES.region);
  life.add('cliente DynamoDB', () => dynamoClient.destroy());
  const table = await ensureTable(dynamoClient, LOCAL_NAMES.tableName, scoped(log, 'dynamodb'));

  // The realtime fan-out runs in a thread of its own (threadedInvoker.ts): its posts to every
  // socket of a room would otherwise share this event loop with the gateway that receives them.
  // The card events' other consumers share a second thread: in AWS each function has its own
  // process, and here their DynamoDB calls (a dozen per move) held back the gateway and the API.
  const consumidores = createThreadedInvoker(lambdas, {
    functionsDir: functionsSrc,
    region: LOCAL_NAMES.region,
    threaded: CONSUMIDORES_DOS_CARDS.map((c) => consumerFunction(c).name),
    log: scoped(log, 'eventos'),
    prioridadeBaixa: opts.fundoEmPrioridadeBaixa,
  });
  life.add('thread dos consumidores', () => consumidores.stop());
  const invoker = createThreadedInvoker(consumidores, {
    functionsDir: functionsSrc,
    region: LOCAL_NAMES.region,
    threaded: [consumerFunction('realtime-fanout').name],
    log: scoped(log, 'eventos'),
    // One thread per invocation it may run at once (its rule's `lote`: two), as Lambda runs them
    // in instances of their own: two batches post on two cores.
    threads: concorrenciaDoConsumidor('realtime-fanout'),
  });
  life.add('thread do fan-out', () => invoker.stop());

  // Observed: /_local/repouso needs to know what the bus accepts while it waits (repouso.ts).
  const journal = diarioObservado(await openEventJournal(path.join(opts.dataDir, 'eventos', 'diario.jsonl')));
  life.add('diário de eventos', () => journal.close());
  const bus = { name: LOCAL_NAMES.eventBusName, region: LOCAL_NAMES.region, account: LOCAL_NAMES.account };
  const router = createEventRouter(invoker, journal, scoped(log, 'eventos'), {
    bus,
    beforeResume: releaseInterruptedClaim,
  });
  life.add('entregas de eventos', () => router.stop());
  const events = await startLocalEventBridge(opts.eventsPort, bus, router, scoped(log, 'eventos'));
  life.add('EventBridge local', () => events.stop());

  // The pump starts after the gateway (a crash's deliveries resume first); an answered write
  // nudges it from then on.
  const leitor: { pump?: StreamPump } = {};
  const repouso = (filtro: Record<string, string>, prazoMs: number) =>
    aguardarRepouso(
      { journal, aoAceitar: journal.aoAceitar, streamEmDia: () => leitor.pump?.caughtUp() },
      filtro,
      prazoMs,
    );
  await startGateway(opts, endpoints, invoker, { outbox, journal, router, repouso }, life, log, () =>
    leitor.pump?.nudge(),
  );

  // What a crash left half-delivered goes on before the pump publishes anything new.
  const resumed = await router.resume();
  if (resumed > 0) scoped(log, 'eventos')(`${resumed} entrega(s) interrompida(s) retomada(s) do diário`);

  const pump = await startStreamPump({
    endpoint: endpoints.dynamoDb,
    region: LOCAL_NAMES.region,
    streamArn: table.streamArn,
    // An in-memory table's Stream ends with the process: nothing to resume, no checkpoint.
    checkpointFile: opts.dynamoEmMemoria ? undefined : path.join(opts.dataDir, 'stream-checkpoint.json'),
    tableIsNew: table.created,
    filter: insertsOnly,
    deliver: (event) => invoker.invoke(outboxPublisherFunction, event),
    // An empty poll of a local shard costs a millisecond. An API write nudges the pump as it
    // answers; a consumer's write (a rule's action) waits at most this long before it is published.
    pollIntervalMs: 50,
    // Idle, the 50 ms polls alone cost about a sixth of a core (a GetRecords through the SDK and
    // the JVM each time): a quiet Stream is read less and less often, down to once a second.
    maxIdlePollMs: 1000,
    log: scoped(log, 'stream'),
  });
  leitor.pump = pump;
  life.add('leitor do Stream', () => pump.stop());

  const agendados = startAgendamentos(invoker, scoped(log, 'agendamentos'));
  life.add('agendamentos', () => agendados.stop());

  await runDemoSeed(scoped(log, 'seed'));
}

/** CSP sources of the local layout: the WebSocket on the gateway's port, files on S3's. */
const localSecurityHeaders = (opts: RuntimeOptions, endpoints: LocalEndpoints) =>
  securityHeaders({
    webSocket: localOrigins(endpoints.baseUrl).map((origin) => origin.replace(/^http/, 'ws')),
    files: [endpoints.s3],
    devInlineScripts: opts.web === 'dev',
  });

async function startGateway(
  opts: RuntimeOptions,
  endpoints: LocalEndpoints,
  invoker: LambdaInvoker,
  dev: Omit<DevRouteSources, 'connections'>,
  life: Lifecycle,
  log: Log,
  aposEscrita: () => void,
): Promise<void> {
  const server = http.createServer();
  // An idle keep-alive connection is closed by its client, never here. Node's 5 s default had the
  // server close it while a client (Playwright's request API, on a busy machine) was already
  // sending its next request on it: a POST then failed with ECONNRESET, and POSTs are not retried.
  // Browsers and fetch close their idle sockets themselves; stop() closes whatever is left.
  server.keepAliveTimeout = 0;
  const web = await createWebApp(opts.web, server, scoped(log, 'web'), opts.webDir);
  const stage = LOCAL_NAMES.webSocketStage;
  const webSocket = createWebSocketGateway({
    api: { domainName: `localhost:${opts.port}`, stage },
    path: '/ws',
    invoke: (event) => invoker.invoke(webSocketFunction, event),
    log: scoped(log, 'ws'),
  });
  mountGateway(
    server,
    {
      api: createHttpApi(invoker, scoped(log, 'http'), aposEscrita),
      web: web.handle,
      dev: createDevRoutes({
        ...dev,
        connections: webSocket.connections,
        oidc: criarProvedorOidcLocal(endpoints.baseUrl, localOrigins(endpoints.baseUrl)),
      }),
      connections: {
        matches: connectionsPathMatcher(stage),
        handle: createConnectionsApi(webSocket.connections, stage),
      },
      upgrade: webSocket.handleUpgrade,
    },
    scoped(log, 'gateway'),
    { securityHeaders: localSecurityHeaders(opts, endpoints), origins: localOrigins(endpoints.baseUrl) },
  );
  await listenOn(server, opts.port, 'gateway HTTP', 'PORT');
  life.add('gateway HTTP', () => closeServer(server));
  life.add('SPA', () => web.close());
  life.add('gateway WebSocket', () => webSocket.close());
}
