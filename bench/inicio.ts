/**
 * A newcomer's first minute (issue 25, item 14): `npm start` from a fresh data dir until it
 * prints that it is ready, then the login page in Chromium until its e-mail field shows.
 *
 *   npm run bench:inicio              (the built SPA, as `npm start` serves it)
 *   npm run bench:inicio -- --dev     (Vite's dev server, as `npm run dev`)
 *
 * Chromium is opened before the start, so its own launch is not counted. Free ports and a
 * temporary data dir (tests/support/runtimeFilho.ts): it never touches a running `npm start`.
 * Prints the two times in seconds.
 */
import { abrirNavegador } from '../e2e/support/navegador';
import { DEMO } from '../tests/support/demoSession';
import { prepararRuntimeFilho } from '../tests/support/runtimeFilho';

const dev = process.argv.includes('--dev');
const segundos = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');

async function main(): Promise<void> {
  // Ten minutes for the banner: room for a first vite build on a slow machine.
  const filho = await prepararRuntimeFilho('bench-inicio-', 600_000, { web: dev ? 'dev' : 'dist' });
  try {
    const navegador = await abrirNavegador();
    try {
      const inicio = Date.now();
      const { baseUrl } = await filho.iniciar();
      const pronto = Date.now();
      const pagina = await navegador.newPage();
      await pagina.goto(`${baseUrl}/workflow/login/${DEMO.sigla}`);
      await pagina.getByLabel('E-mail').waitFor({ timeout: 120_000 });
      const login = Date.now();
      console.log(`${dev ? 'npm run dev' : 'npm start'}: pronto em ${segundos(pronto - inicio)} s;`);
      console.log(`  do "pronto" à página de login com o campo de e-mail: ${segundos(login - pronto)} s`);
    } finally {
      await navegador.close();
    }
  } finally {
    await filho.encerrar();
  }
}

await main();
