/**
 * A newcomer's first minute (issue 25, item 14): `npm start` from a fresh data dir until it
 * prints that it is ready, then the login page in Chromium until its e-mail field shows.
 *
 *   npm run bench:inicio              (the built SPA, as `npm start` serves it)
 *   npm run bench:inicio -- --dev     (Vite's dev server, as `npm run dev`)
 *
 * Chromium is opened before the start, so its own launch is not counted. Free ports and a
 * temporary data dir: it never touches a running `npm start`. Prints the two times in seconds.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { abrirNavegador } from '../e2e/support/navegador';
import { freePorts } from '../tests/support/freePort';

const raiz = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const segundos = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-inicio-'));
  const [port, dynamoPort, s3Port, eventsPort, smtpPort] = await freePorts(5);
  const navegador = await abrirNavegador();
  const inicio = Date.now();
  const filho = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts', ...(dev ? ['--dev'] : [])], {
    cwd: raiz,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DYNAMODB_PORT: String(dynamoPort),
      S3_PORT: String(s3Port),
      EVENTS_PORT: String(eventsPort),
      SMTP_PORT: String(smtpPort),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let saida = '';
    await new Promise<void>((resolve, reject) => {
      filho.stdout.on('data', (parte: Buffer) => {
        saida += parte.toString();
        if (saida.includes('Workflow pronto')) resolve();
      });
      filho.once('exit', (code) => reject(new Error(`npm start encerrou (${code}):\n${saida}`)));
    });
    const pronto = Date.now();
    const pagina = await navegador.newPage();
    await pagina.goto(`http://localhost:${port}/workflow/login/AVMB`);
    await pagina.getByLabel('E-mail').waitFor({ timeout: 120_000 });
    const login = Date.now();
    console.log(`${dev ? 'npm run dev' : 'npm start'}: pronto em ${segundos(pronto - inicio)} s;`);
    console.log(`  do "pronto" à página de login com o campo de e-mail: ${segundos(login - pronto)} s`);
  } finally {
    await navegador.close();
    const saiu = new Promise((resolve) => filho.once('exit', resolve));
    filho.kill('SIGTERM');
    await saiu;
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
