import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defaultRouteLambda, routeGroups } from '@wf/functions/app/routeGroups';
import { createRouteMatcher } from '@wf/functions/app/routeMatcher';
import { fromHttpApiResult, toHttpApiEvent, type GatewayResponse } from './httpApiPayload';
import type { LambdaInvoker } from './lambdaInvoker';
import { HandlerAusenteError } from './lambdaInvoker';
import { ERRO_INTERNO, PAYLOAD_MUITO_GRANDE, sendJson } from './jsonResponse';
import { httpFunction } from './localFunctions';
import { errorText, type Log } from './log';
import { MAX_API_BODY_BYTES, PayloadMuitoGrandeError, readBody } from './requestBody';

/** Methods that change nothing: no events can follow them. */
const LEITURAS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The local API Gateway HTTP API, with the routes the stack deploys: one `ANY` proxy route per
 * group of the route table (functions/src/app/routeGroups.ts), each integrated with its domain
 * Lambda through payload format 2.0, and `$default`. The Lambda finds the
 * table's route itself, as in AWS.
 *
 * `aposEscrita` runs once a request that may have written (any method but GET, HEAD and OPTIONS)
 * has its Lambda's answer, before the answer is sent: the runtime reads the Stream then
 * (streamPump.ts `nudge`), so the change's events leave without waiting for the next poll.
 */
export function createHttpApi(invoker: LambdaInvoker, log: Log, aposEscrita?: () => void): RequestHandler {
  const match = createRouteMatcher(routeGroups.map((group) => ({ ...group, method: 'ANY' })));

  return async (req, res) => {
    const started = Date.now();
    const requestId = randomUUID();
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const status = (code: number, note = ''): void =>
      log(`${method} ${url} -> ${code} (${Date.now() - started} ms)${note ? ` ${note}` : ''}`);
    const idHeader = { 'apigw-requestid': requestId };

    let body: Buffer;
    try {
      body = await readBody(req, MAX_API_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof PayloadMuitoGrandeError)) throw error;
      sendJson(res, 413, PAYLOAD_MUITO_GRANDE, idHeader);
      return status(413);
    }

    // Like the stack's $default route: a path no group covers goes to defaultRouteLambda, whose
    // router answers 404 RotaNaoEncontrada.
    const found = match(method, url.split('?')[0]);
    const lambda = found?.route.lambda ?? defaultRouteLambda;
    const target = found
      ? { routeKey: `ANY ${found.route.path}`, pathParameters: found.pathParameters }
      : { routeKey: '$default', pathParameters: {} };

    try {
      const event = toHttpApiEvent(
        {
          method,
          url,
          rawHeaders: req.rawHeaders,
          httpVersion: req.httpVersion,
          remoteAddress: req.socket.remoteAddress ?? '127.0.0.1',
          localPort: req.socket.localPort ?? 0,
          body,
        },
        target,
        requestId,
        new Date(),
      );
      const response = fromHttpApiResult(await invoker.invoke(httpFunction(lambda), event));
      if (!LEITURAS.has(method)) aposEscrita?.();
      writeResponse(res, response, idHeader);
      status(response.statusCode);
    } catch (error) {
      // Like API Gateway: a failed invocation is a bare 500; the cause goes to the log only.
      sendJson(res, 500, ERRO_INTERNO, idHeader);
      const cause = error instanceof HandlerAusenteError ? error.message : errorText(error);
      status(500, `[lambda ${lambda}] ${cause}`);
    }
  };
}

function writeResponse(res: ServerResponse, response: GatewayResponse, extraHeaders: Record<string, string>): void {
  for (const [name, value] of Object.entries({ ...extraHeaders, ...response.headers })) res.setHeader(name, value);
  if (response.cookies.length > 0) res.setHeader('set-cookie', response.cookies);
  res.setHeader('content-length', String(response.body.length));
  res.statusCode = response.statusCode;
  res.end(response.body);
}
