import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { mensagens } from '@wf/shared/messages';
import { DIST_WEB, lerManifesto, META_ROTAS_PUBLICAS_GZIP, pesoDaRota, ROTAS_MEDIDAS } from '../bench/spa';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * SPA weight of the public entry screens (issue 8, item 2), on the build this suite serves
 * (`npm run test:e2e` builds web first). Two views that must agree: the Vite manifest's import
 * graph (what bench/spa.ts reports) and what Chromium really downloads on a wide screen, where
 * the sample-flow preview is drawn, waiting until the network is idle (lazy chunks included).
 *
 * The ceiling is the goal itself, bench/spa.ts's META_ROTAS_PUBLICAS_GZIP (250 KB; 375 KB before
 * issue 8, see docs/adr/0031-spa-weight.md).
 */
const TETO_ROTAS_PUBLICAS_GZIP = META_ROTAS_PUBLICAS_GZIP;
const { abrirPagina } = usarNavegador();

const ROTAS = [
  { rota: 'login', caminho: '/workflow/login/AVMB', dinamicos: ROTAS_MEDIDAS.login },
  { rota: 'signup', caminho: '/workflow/register/AVMB', dinamicos: ROTAS_MEDIDAS.signup },
] as const;

describe('SPA weight of the login and sign-up routes', () => {
  for (const { rota, caminho, dinamicos } of ROTAS) {
    it(`${rota}: the JavaScript Chromium downloads is the manifest's figure and stays under the ceiling`, async () => {
      const esperado = pesoDaRota(rota, dinamicos);
      const { contexto, pagina, errosDaPagina } = await abrirPagina({ largura: 1440, altura: 960 });
      const baixados = new Set<string>();
      pagina.on('response', (resposta) => {
        const url = new URL(resposta.url());
        if (url.pathname.endsWith('.js')) baixados.add(url.pathname.replace(/^\/workflow\//, ''));
      });

      await pagina.goto(caminho);
      await pagina.getByLabel('E-mail').waitFor();
      await pagina.getByLabel(/Fluxo de exemplo com as etapas/).waitFor();
      await pagina.waitForLoadState('networkidle');

      const gzip = [...baixados].reduce((s, f) => s + gzipSync(readFileSync(path.join(DIST_WEB, f))).length, 0);
      expect([...baixados].sort()).toEqual(esperado.chunks.map((c) => c.file).sort());
      expect(gzip).toBe(esperado.gzipBytes);
      expect(gzip).toBeLessThanOrEqual(TETO_ROTAS_PUBLICAS_GZIP);
      expect(errosDaPagina).toEqual([]);
      await contexto.close();
    });
  }
});

describe('validation code of the login', () => {
  it('arrives with the first keystroke, not with the screen, and answers with the shared pt-BR messages', async () => {
    // Vite's manifest names a module by its path from web/: the shared workspace's auth schemas.
    const raiz = path.resolve(import.meta.dirname, '..');
    const chaveDoSchema = path.relative(path.join(raiz, 'web'), path.join(raiz, 'shared', 'src', 'schemas', 'auth.ts'));
    const arquivoDoSchema = lerManifesto()[chaveDoSchema]?.file;
    expect(arquivoDoSchema).toBeDefined();
    const { contexto, pagina, errosDaPagina } = await abrirPagina();
    const baixados: string[] = [];
    pagina.on('response', (resposta) => baixados.push(new URL(resposta.url()).pathname));
    const schemaBaixado = () => baixados.some((p) => p.endsWith(`/${arquivoDoSchema}`));

    await pagina.goto('/workflow/login/AVMB');
    await pagina.getByLabel('E-mail').waitFor();
    await pagina.waitForLoadState('networkidle');
    expect(schemaBaixado()).toBe(false);

    await pagina.getByLabel('E-mail').fill('pessoa@');
    await pagina.getByLabel('Senha').fill('curta');
    await pagina.getByRole('button', { name: 'Entrar', exact: true }).click();

    await pagina.getByText(mensagens.emailInvalidoLogin).waitFor();
    await pagina.getByText(mensagens.senhaLoginCurta).waitFor();
    expect(schemaBaixado()).toBe(true);
    expect(pagina.url()).toContain('/workflow/login/AVMB');
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
