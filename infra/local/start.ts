/**
 * `npm start`: the whole product on this machine, no Docker, no cloud account
 * (docs/architecture.md, "The same path on one machine"). Serves http://localhost:3000/workflow with a seeded demo tenant.
 *
 * The SPA is the built one (web/dist, as CloudFront serves it), built here on the first start and
 * again when its sources changed (spaBuild.ts), while the runtime starts. `npm run dev` (same as
 * `npm start -- --dev`) runs Vite's dev server instead: hot reload, each module compiled on demand.
 *
 * Data (database, files, e-mails) lives in .data/ and survives restarts.
 * To start fresh: `npm run start:fresh` (same as `npm start -- --fresh`) deletes .data/ first;
 * the demo tenant is seeded again.
 *
 * Environment: PORT (3000), DYNAMODB_PORT (8000), S3_PORT (4569), EVENTS_PORT (4010),
 * SMTP_PORT (2525), DATA_DIR (.data), WEB (dist; dev = --dev; none = API only), WEB_DIR (web/).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { JavaAusenteError } from './javaCheck';
import { scoped } from './log';
import { repoRoot, webDir } from './paths';
import { PortaEmUsoError } from './ports';
import { startRuntime, type Runtime, type RuntimeOptions } from './runtime';
import { ensureSpaBuild, spaBuildPaths, viteBuild } from './spaBuild';
import type { WebMode } from './webApp';

function portFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name}=${text} não é uma porta válida (1-65535).`);
  return port;
}

function webModeFromArgsAndEnv(): WebMode {
  if (process.argv.includes('--dev')) return 'dev';
  const web = process.env.WEB;
  return web === 'dev' || web === 'none' ? web : 'dist';
}

function optionsFromEnv(): RuntimeOptions {
  return {
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data')),
    port: portFromEnv('PORT', 3000),
    dynamoPort: portFromEnv('DYNAMODB_PORT', 8000),
    s3Port: portFromEnv('S3_PORT', 4569),
    eventsPort: portFromEnv('EVENTS_PORT', 4010),
    smtpPort: portFromEnv('SMTP_PORT', 2525),
    web: webModeFromArgsAndEnv(),
    webDir: process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : webDir,
    // PRIORIDADE_DO_FUNDO=baixa: DynamoDB Local and the card consumers below the gateway and the
    // fan-out (runtime.ts). Off by default: on a busy laptop it would put the database behind the
    // browser and the editor too.
    fundoEmPrioridadeBaixa: process.env.PRIORIDADE_DO_FUNDO === 'baixa',
    // DYNAMODB_EM_MEMORIA=1: nothing kept after the stop (a runtime thrown away after one run).
    dynamoEmMemoria: process.env.DYNAMODB_EM_MEMORIA === '1',
  };
}

function banner(runtime: Runtime, opts: RuntimeOptions, seconds: number): string {
  const url = runtime.baseUrl;
  const dataDir = path.relative(process.cwd(), opts.dataDir) || opts.dataDir;
  const line = '─'.repeat(72);
  return [
    '',
    line,
    `  Workflow pronto em ${seconds.toFixed(1).replace('.', ',')} s:  ${url}/workflow`,
    `  Login:     ${url}/workflow/login/AVMB`,
    ...spaLines(opts.web),
    '  Usuários de demonstração (ambiente AVMB, senha Workflow123):',
    '             demo@avmb.com.br      perfil 2',
    '             sistema@avmb.com.br   perfil 3',
    '  E-mails:   nada sai desta máquina; cada e-mail aparece aqui (linhas [e-mail],',
    `             com os links), em ${url}/_local/emails e em ${path.join(dataDir, 'emails')}/`,
    `  Eventos:   ${url}/_local/events      WebSocket: ${runtime.endpoints.webSocket}`,
    `             falhas de entrega (mensagens mortas): ${url}/_local/dead-letters`,
    opts.dynamoEmMemoria
      ? `  Dados:     ${dataDir}/ (o banco fica só em memória: nada é mantido ao encerrar)`
      : `  Dados:     ${dataDir}/ (mantidos entre execuções)`,
    '  Recomeçar do zero: npm run start:fresh      Encerrar: Ctrl+C',
    line,
    '',
  ].join('\n');
}

function spaLines(web: WebMode): string[] {
  if (web === 'dist') return ['  SPA:       compilado (web/dist). Para o Vite com recarga ao editar: npm run dev'];
  if (web === 'dev') return ['  SPA:       Vite (desenvolvimento): cada tela compila ao abrir pela primeira vez'];
  return [];
}

function stopOnSignals(runtime: Runtime): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    // A second Ctrl+C means "now": the exit handler still kills DynamoDB Local.
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\n${signal}: encerrando o runtime local...`);
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  const started = Date.now();
  const opts = optionsFromEnv();
  if (process.argv.includes('--fresh')) {
    await rm(opts.dataDir, { recursive: true, force: true });
    console.log(`--fresh: ${opts.dataDir} apagado; começando do zero.`);
  }
  // The build (its own process) runs while the runtime starts; the banner waits for both.
  const abortBuild = new AbortController();
  const spaReady =
    opts.web === 'dist'
      ? ensureSpaBuild({
          paths: spaBuildPaths(repoRoot, opts.webDir),
          build: viteBuild(abortBuild.signal),
          log: scoped(console.log, 'web'),
          relativeTo: repoRoot,
        })
      : Promise.resolve(false);
  spaReady.catch(() => undefined); // Awaited below, once the runtime is up.
  let runtime: Runtime;
  try {
    runtime = await startRuntime(opts);
  } catch (error) {
    abortBuild.abort();
    throw error;
  }
  stopOnSignals(runtime);
  try {
    await spaReady;
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    console.error('\nCorrija o erro acima e rode `npm start` de novo, ou use `npm run dev` (Vite).\n');
    await runtime.stop();
    process.exit(1);
  }
  console.log(banner(runtime, opts, (Date.now() - started) / 1000));
}

main().catch((error: unknown) => {
  const known = error instanceof JavaAusenteError || error instanceof PortaEmUsoError;
  console.error(known ? `\n${error.message}\n` : error);
  process.exit(1);
});
