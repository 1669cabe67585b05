import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { alteraEstado, vemDeOutraOrigem } from '@wf/functions/app/http/origem';
import type { RequestHandler } from './httpApi';
import { ERRO_INTERNO, HOST_NAO_PERMITIDO, ORIGEM_NAO_PERMITIDA, ROTA_NAO_ENCONTRADA, sendJson } from './jsonResponse';
import { errorText, type Log } from './log';
import { isLoopbackHost } from './loopbackHost';
import { SPA_BASE } from './webApp';

/**
 * The one local origin (http://localhost:3000), laid out like the CloudFront distribution in AWS:
 * /api the HTTP API, /workflow the SPA, /ws the WebSocket API, plus the WebSocket management
 * endpoint (/<stage>/@connections) and the developer routes (/_local).
 */
export interface GatewayMounts {
  api: RequestHandler;
  web: RequestHandler;
  dev: RequestHandler;
  connections: { matches(pathname: string): boolean; handle: RequestHandler };
  /** True when it took the WebSocket upgrade. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
}

const isUnder = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

function pick(mounts: GatewayMounts, pathname: string): RequestHandler | 'redirect' | undefined {
  if (pathname === '/') return 'redirect';
  if (isUnder(pathname, '/api')) return mounts.api;
  if (isUnder(pathname, SPA_BASE)) return mounts.web;
  if (isUnder(pathname, '/_local')) return mounts.dev;
  if (mounts.connections.matches(pathname)) return mounts.connections.handle;
  return undefined;
}

export interface GatewayOptions {
  /** Added to every answer, as the CloudFront response-headers policy adds them in AWS. */
  securityHeaders?: Record<string, string>;
  /** The runtime's own origins: the only ones a browser may change state from (as /api's guard). */
  origins: readonly string[];
}

/**
 * Attaches the routing to a server created beforehand (Vite, in dev mode, needs the server
 * itself to attach HMR to it before the gateway starts listening). It answers only under the
 * loopback names (loopbackHost.ts); a state-changing request the browser says was started by
 * another origin is refused on the developer and @connections routes, as the API's own guard
 * refuses it on /api (there the Lambda decides, as in AWS).
 */
export function mountGateway(server: http.Server, mounts: GatewayMounts, log: Log, options: GatewayOptions): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0];
    const target = pick(mounts, pathname);
    // @connections is called by the fan-out, not by a browser (in AWS it is API Gateway's own
    // endpoint, outside CloudFront): its thousands of posts a second skip the browser headers.
    if (target !== mounts.connections.handle) {
      for (const [name, value] of Object.entries(options.securityHeaders ?? {})) res.setHeader(name, value);
    }
    if (!isLoopbackHost(req.headers.host, req.socket.localPort)) return sendJson(res, 421, HOST_NAO_PERMITIDO);
    if (target === 'redirect') return void res.writeHead(302, { location: SPA_BASE }).end();
    if (!target) return sendJson(res, 404, ROTA_NAO_ENCONTRADA);
    if (target !== mounts.api && alteraEstado(req.method ?? 'GET') && vemDeOutraOrigem(req.headers, options.origins)) {
      return sendJson(res, 403, ORIGEM_NAO_PERMITIDA);
    }
    target(req, res).catch((error: unknown) => {
      log(`${req.method} ${req.url} falhou: ${errorText(error)}`);
      if (!res.headersSent) sendJson(res, 500, ERRO_INTERNO);
      else res.destroy();
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isLoopbackHost(req.headers.host, req.socket.localPort)) {
      return void socket.end('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
    if (mounts.upgrade(req, socket, head)) return;
    // Vite's HMR socket is answered by Vite's own upgrade listener; anything else has no taker.
    const protocol = req.headers['sec-websocket-protocol'];
    if (protocol !== 'vite-hmr' && protocol !== 'vite-ping') socket.destroy();
  });
}
