import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Log } from './log';
import { closeServer, listenOn, LOOPBACK } from './ports';
import { conferirAssinatura, type Credenciais, type Recusa } from './s3Signature';

export interface S3SignatureGateway {
  stop(): Promise<void>;
}

const escaparXml = (texto: string): string =>
  texto.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * A refusal as S3 words it (403 with an XML error). A browser's upload from an allowed origin
 * still gets the CORS header, so the SPA sees the 403 instead of a network error.
 */
function recusar(req: IncomingMessage, res: ServerResponse, motivo: Recusa, allowedOrigins: string[]): void {
  const origin = req.headers.origin;
  res.writeHead(403, {
    'content-type': 'application/xml',
    ...(origin && allowedOrigins.includes(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
  });
  res.end(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<Error><Code>${escaparXml(motivo.code)}</Code><Message>${escaparXml(motivo.message)}</Message></Error>`,
  );
}

/** The request, body streamed, to s3rver; its answer streamed back unchanged. */
function encaminhar(req: IncomingMessage, res: ServerResponse, s3rverPort: number, log: Log): void {
  const upstream = http.request(
    { host: LOOPBACK, port: s3rverPort, method: req.method, path: req.url, headers: req.headers },
    (resposta) => {
      res.writeHead(resposta.statusCode ?? 502, resposta.headers);
      resposta.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    log(`falha ao encaminhar ao s3rver: ${error.message}`);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end();
  });
  req.pipe(upstream);
}

/**
 * The local S3's front door (on S3_PORT): every request must carry a valid Signature V4 of the
 * local credentials (a presigned URL not yet expired, or an SDK client's Authorization header),
 * as in AWS; unsigned, tampered or expired requests get 403 and never reach s3rver, which only
 * listens on an internal loopback port and does not check V4 signatures itself. CORS preflights
 * (OPTIONS, never signed) pass through: s3rver answers them from the bucket's CORS rule.
 */
export async function startS3SignatureGateway(opts: {
  port: number;
  s3rverPort: number;
  credentials: Credenciais;
  allowedOrigins: string[];
  log: Log;
}): Promise<S3SignatureGateway> {
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') return encaminhar(req, res, opts.s3rverPort, opts.log);
    conferirAssinatura({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers }, opts.credentials)
      .then((motivo) => {
        if (!motivo) return encaminhar(req, res, opts.s3rverPort, opts.log);
        opts.log(`recusado ${req.method} ${(req.url ?? '').split('?')[0]}: ${motivo.code}`);
        // The body is not wanted: drain it so the connection can be reused.
        req.resume();
        recusar(req, res, motivo, opts.allowedOrigins);
      })
      .catch((error: unknown) => {
        opts.log(`falha ao conferir a assinatura: ${error instanceof Error ? error.message : String(error)}`);
        req.resume();
        recusar(req, res, { code: 'AccessDenied', message: 'Access Denied' }, opts.allowedOrigins);
      });
  });
  await listenOn(server, opts.port, 'S3 local', 'S3_PORT');
  return { stop: () => closeServer(server) };
}
