import type { IncomingMessage, ServerResponse } from 'node:http';
import { listDeadLetters } from './deadLetters';
import type { EventRouter } from './eventDelivery';
import type { EventJournal, JournalEntry } from './eventJournal';
import { ROTA_NAO_ENCONTRADA, sendJson } from './jsonResponse';
import { servirModeloLocal } from './modeloIaLocal';
import type { ProvedorOidcLocal } from './provedorOidcLocal';
import type { MailOutbox } from './mailOutbox';
import type { Filtro, ResultadoRepouso } from './repouso';
import type { LiveConnection } from './webSocketGateway';

/**
 * Developer-only routes of the local runtime (never deployed):
 *   GET    /_local/emails[?to=addr]  the mail outbox, newest first
 *   DELETE /_local/emails[?to=addr]  empties it (tests pass `to`: they run in parallel)
 *   GET    /_local/events[?idInstancia=]  what the local bus routed, newest first (all, or one
 *                                     card's: tests pass it, the journal is shared by every test file)
 *   GET    /_local/bus               { emAndamento }: deliveries not finished yet (0: the bus is idle;
 *                                     tests wait for it before comparing the table)
 *   GET    /_local/repouso[?campo=valor&...][&prazoMs=]  waits (prazoMs, 10 s by default, 60 s at
 *                                     most) until the events whose detail has those values are at
 *                                     rest (repouso.ts): { emRepouso, voltas[, pendentes] }. Tests
 *                                     assert "nothing more happened" against it, not after a sleep
 *   GET    /_local/dead-letters      deliveries that failed after every retry (kept on disk)
 *   POST   /_local/dead-letters/redrive[?id=&rule=]  delivers them again (all, one event's, one;
 *                                                   a rule's name also picks its parts')
 *   POST   /_local/openai/v1/...     the AI model's stand-in (modeloIaLocal.ts)
 *   *      /_local/oidc/...          the OpenID provider's stand-in, "Entrar com Google" (provedorOidcLocal.ts)
 *   GET    /_local/connections       the open WebSocket connections
 *   DELETE /_local/connections[?userAgent=]  drops them (those whose user agent contains the text)
 *                                     without a close frame, as a network failure would: tests
 *                                     of the SPA's reconnect use it
 * The gateway serves them only under the loopback names, and their state-changing methods only
 * to requests no other origin started (httpGateway.ts): the outbox holds every tenant's links.
 */
export interface DevRouteSources {
  outbox: MailOutbox;
  journal: EventJournal;
  router: Pick<EventRouter, 'redrive' | 'inProgress'>;
  connections: Map<string, LiveConnection>;
  repouso(filtro: Filtro, prazoMs: number): Promise<ResultadoRepouso>;
  /** The OpenID provider's stand-in (provedorOidcLocal.ts), under /_local/oidc. */
  oidc?: ProvedorOidcLocal;
}

const PRAZO_REPOUSO_MS = 10_000;
const PRAZO_REPOUSO_MAXIMO_MS = 60_000;

/** The detail filter and the deadline of a /_local/repouso request. */
function pedidoDeRepouso(params: URLSearchParams): { filtro: Filtro; prazoMs: number } {
  const filtro: Filtro = {};
  for (const [campo, valor] of params) if (campo !== 'prazoMs') filtro[campo] = valor;
  const pedido = Number(params.get('prazoMs') ?? PRAZO_REPOUSO_MS);
  const prazoMs = Number.isFinite(pedido) ? Math.min(Math.max(0, pedido), PRAZO_REPOUSO_MAXIMO_MS) : PRAZO_REPOUSO_MS;
  return { filtro, prazoMs };
}

const describeConnection = (connection: LiveConnection) => ({
  connectionId: connection.connectionId,
  connectedAt: new Date(connection.connectedAt).toISOString(),
  lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
  identity: connection.identity,
});

/** Only one card's entries (`detail.idInstancia`), when asked. */
function filterEvents(entries: JournalEntry[], params: URLSearchParams): JournalEntry[] {
  const idInstancia = params.get('idInstancia');
  if (!idInstancia) return entries;
  return entries.filter((entry) => (entry.detail as { idInstancia?: unknown } | null)?.idInstancia === idInstancia);
}

export function createDevRoutes(sources: DevRouteSources) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to') ?? undefined;
    if (await servirModeloLocal(req, res, url.pathname)) return;
    if (sources.oidc && (await sources.oidc.handle(req, res))) return;
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /_local/emails':
        return sendJson(res, 200, await sources.outbox.list(to));
      case 'DELETE /_local/emails':
        await sources.outbox.clear(to);
        return void res.writeHead(204).end();
      case 'GET /_local/events':
        return sendJson(res, 200, filterEvents(sources.journal.list(), url.searchParams));
      case 'GET /_local/bus':
        return sendJson(res, 200, { emAndamento: sources.router.inProgress() });
      case 'GET /_local/repouso': {
        const { filtro, prazoMs } = pedidoDeRepouso(url.searchParams);
        return sendJson(res, 200, await sources.repouso(filtro, prazoMs));
      }
      case 'GET /_local/dead-letters':
        return sendJson(res, 200, listDeadLetters(sources.journal));
      case 'POST /_local/dead-letters/redrive': {
        const filter = { id: url.searchParams.get('id') ?? undefined, rule: url.searchParams.get('rule') ?? undefined };
        return sendJson(res, 200, { reenviadas: await sources.router.redrive(filter) });
      }
      case 'GET /_local/connections':
        return sendJson(res, 200, [...sources.connections.values()].map(describeConnection));
      case 'DELETE /_local/connections': {
        const userAgent = url.searchParams.get('userAgent') ?? '';
        const dropped = [...sources.connections.values()].filter((c) => c.identity.userAgent.includes(userAgent));
        // terminate(): no close frame, so the client sees an abnormal closure (1006).
        for (const connection of dropped) connection.socket.terminate();
        return sendJson(res, 200, { derrubadas: dropped.length });
      }
      default:
        return sendJson(res, 404, ROTA_NAO_ENCONTRADA);
    }
  };
}
