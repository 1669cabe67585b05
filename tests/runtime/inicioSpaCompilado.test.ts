import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, demoSessionCookie } from '../support/demoSession';
import { prepararRuntimeFilho, type InstanciaFilha, type RuntimeFilho } from '../support/runtimeFilho';

/**
 * `npm start` (infra/local/start.ts, a child process) serves the built SPA: on a folder with no
 * build it runs vite build first (a fresh clone), then serves <web>/dist under /workflow as
 * CloudFront does, and a restart with the build newer than the sources does not build again.
 * The folder is a one-page stand-in for web/ (WEB_DIR), so the test builds in a second; the
 * staleness rule itself is in infra/local/spaBuild.test.ts.
 */
let rt: RuntimeFilho;
let webDir: string;
let primeira: InstanciaFilha;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'inicio-spa-web-'));
  await mkdir(path.join(webDir, 'src'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>SPA de teste</title><script type="module" src="/src/main.js"></script>',
  );
  await writeFile(path.join(webDir, 'src', 'main.js'), 'document.body.append("ok");');
  rt = await prepararRuntimeFilho('inicio-spa-', 240_000, { web: 'dist', webDir });
  primeira = await rt.iniciar();
}, 270_000);

afterAll(async () => {
  await rt?.encerrar();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

async function get(instancia: InstanciaFilha, rota: string) {
  const resposta = await fetch(`${instancia.baseUrl}${rota}`);
  return { resposta, texto: await resposta.text() };
}

describe('npm start serves the built SPA', () => {
  it('builds it on the first start, prints the demo login, and serves it under /workflow with its cache headers', async () => {
    expect(primeira.output()).toContain('compilando o SPA (ainda não há build');
    expect(primeira.output()).toMatch(/SPA compilado em \d+,\d s/);
    expect(primeira.output()).toContain(`Login:     ${primeira.baseUrl}/workflow/login/${DEMO.sigla}`);
    expect(primeira.output()).toContain(DEMO.email);
    expect(primeira.output()).toContain(`senha ${DEMO.senha}`);

    // index.html for the base and for the SPA's own routes, never cached.
    for (const rota of ['/workflow', '/workflow/', `/workflow/login/${DEMO.sigla}`]) {
      const { resposta, texto } = await get(primeira, rota);
      expect(resposta.status).toBe(200);
      expect(resposta.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(resposta.headers.get('cache-control')).toBe('no-cache');
      expect(texto).toContain('<title>SPA de teste</title>');
    }
    // The hashed bundle, cached for a year.
    const [bundle] = (await readdir(path.join(webDir, 'dist', 'assets'))).filter((f) => f.endsWith('.js'));
    const { resposta, texto } = await get(primeira, `/workflow/assets/${bundle}`);
    expect(resposta.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(texto).toContain('ok');

    // The seeded demo tenant answers its login.
    expect(await demoSessionCookie(primeira.baseUrl)).toContain('=');
  });

  it('does not build again on a restart when the build is newer than the sources', async () => {
    await rt.matar(primeira);
    const segunda = await rt.iniciar();

    expect(segunda.output()).not.toContain('compilando o SPA');
    const { resposta, texto } = await get(segunda, '/workflow');
    expect(resposta.headers.get('cache-control')).toBe('no-cache');
    expect(texto).toContain('<title>SPA de teste</title>');
  }, 180_000);
});
