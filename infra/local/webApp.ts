import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { errorText, type Log } from './log';
import { webDir as defaultWebDir } from './paths';
import { createStaticSpa, hasBuild } from './staticSpa';

export type WebMode = 'dev' | 'dist' | 'none';

/** The SPA's base (web/vite.config.ts has `base: '/workflow/'`). */
export const SPA_BASE = '/workflow';

export interface WebApp {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): Promise<void>;
}

function placeholder(res: ServerResponse, statusCode: number, text: string): void {
  res
    .writeHead(statusCode, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' })
    .end(`${text}\n`);
}

/**
 * The SPA under /workflow: 'dist' serves web/dist like CloudFront would; 'dev' runs Vite in
 * middleware mode on the gateway's own server (HMR included); 'none' is for API-only tests.
 * While web/ has no app yet (or no build), a pt-BR line says what is missing.
 */
export async function createWebApp(mode: WebMode, server: Server, log: Log, webDir = defaultWebDir): Promise<WebApp> {
  if (mode === 'none') {
    return {
      handle: async (_req, res) => placeholder(res, 404, 'O SPA está desativado neste runtime (web: none).'),
      close: async () => undefined,
    };
  }
  if (mode === 'dist') {
    const distDir = path.join(webDir, 'dist');
    const serve = createStaticSpa(distDir, SPA_BASE);
    return {
      // Checked per request: `npm run build -w web` while the runtime is up just works.
      handle: async (req, res) =>
        hasBuild(distDir)
          ? serve(req, res)
          : placeholder(res, 503, 'O SPA ainda não foi compilado: rode `npm run build -w web` (ou `npm start`).'),
      close: async () => undefined,
    };
  }
  return createViteApp(server, log, webDir);
}

async function createViteApp(server: Server, log: Log, webDir: string): Promise<WebApp> {
  let vite: Promise<ViteDevServer> | undefined;
  // Started when web/index.html exists, now or at a later request (the SPA may be written meanwhile).
  const ensureVite = (): Promise<ViteDevServer> | undefined => {
    if (!vite && existsSync(path.join(webDir, 'index.html'))) {
      vite = startVite(server, webDir);
      vite.catch((error: unknown) => {
        log(`falha ao iniciar o Vite: ${errorText(error)}`);
        vite = undefined;
      });
    }
    return vite;
  };
  ensureVite();
  return {
    handle: async (req, res) => {
      const starting = ensureVite();
      if (!starting) return placeholder(res, 503, 'O SPA (web/) ainda não existe; a API já responde em /api.');
      const dev = await starting;
      dev.middlewares(req, res, () => placeholder(res, 404, 'Página não encontrada'));
    },
    close: async () => {
      if (vite) await (await vite.catch(() => undefined))?.close();
    },
  };
}

async function startVite(server: Server, webDir: string): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({
    root: webDir,
    base: `${SPA_BASE}/`,
    appType: 'spa',
    // HMR rides on the gateway's port; its upgrade requests carry the `vite-hmr` protocol.
    server: { middlewareMode: true, ws: { server } },
  });
}
