import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { BusEvent, EventRouter } from './eventDelivery';
import { errorText, type Log } from './log';
import { closeServer, listenOn } from './ports';
import { answerSqs } from './localSqs';
import { readBody } from './requestBody';

/**
 * The local EventBridge: the PutEvents operation over the AWS JSON 1.1 protocol, so the
 * handlers' real EventBridgeClient works with only its endpoint changed. The same server answers
 * SQS's ChangeMessageVisibilityBatch on the batch queues the bus feeds (localSqs.ts).
 */
export interface PutEventsRequestEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  /** The SDK sends epoch seconds. */
  Time?: number | string;
}

export type PutEventsResultEntry = { EventId: string } | { ErrorCode: string; ErrorMessage: string };

export interface LocalEventBridge {
  endpoint: string;
  stop(): Promise<void>;
}

export interface BusIdentity {
  name: string;
  region: string;
  account: string;
}

const MAX_ENTRIES = 10;
const MAX_REQUEST_BYTES = 256 * 1024;
const JSON_11 = 'application/x-amz-json-1.1';
const JSON_10 = 'application/x-amz-json-1.0';

class ValidationException extends Error {}

export async function startLocalEventBridge(
  port: number,
  bus: BusIdentity,
  router: EventRouter,
  log: Log,
): Promise<LocalEventBridge> {
  const server = http.createServer((req, res) => {
    handle(req, res, bus, router, log).catch((error: unknown) => {
      log(`erro ao tratar PutEvents: ${errorText(error)}`);
      if (!res.headersSent)
        sendAws(res, 500, { __type: 'InternalException', message: 'Erro interno no EventBridge local' });
    });
  });
  await listenOn(server, port, 'EventBridge local', 'EVENTS_PORT');
  const endpoint = `http://localhost:${port}`;
  log(`EventBridge local (PutEvents) em ${endpoint}, barramento ${bus.name}`);
  return { endpoint, stop: () => closeServer(server) };
}

async function handle(req: IncomingMessage, res: ServerResponse, bus: BusIdentity, router: EventRouter, log: Log) {
  const body = await readBody(req);
  const target = req.headers['x-amz-target'];
  if (req.method === 'POST' && typeof target === 'string' && target.startsWith('AmazonSQS.')) {
    const answer = answerSqs(target, body, router);
    return sendAws(res, answer.status, answer.body, JSON_10);
  }
  if (req.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
    return sendAws(res, 400, {
      __type: 'UnknownOperationException',
      message: `Operação não suportada localmente: ${target}`,
    });
  }
  try {
    const now = new Date();
    const accepted = parseRequest(body).map((entry) => acceptEntry(entry, bus, now));
    const failed = accepted.filter((entry) => 'ErrorCode' in entry.result).length;
    const own = accepted.flatMap(({ event, target }) => (event && target === 'own' ? [event] : []));
    // Like EventBridge: an accepted event is durable before the caller hears so (the stream pump
    // checkpoints on this answer); a crash before this point leaves the caller to send it again.
    if (own.length > 0) await router.accept(own);
    sendAws(res, 200, { FailedEntryCount: failed, Entries: accepted.map((entry) => entry.result) });
    for (const { event, target } of accepted) {
      if (event && target === 'default')
        log(`evento ${event['detail-type']} enviado ao barramento "default": nenhuma regra local o recebe`);
    }
  } catch (error) {
    if (!(error instanceof ValidationException)) throw error;
    sendAws(res, 400, { __type: 'ValidationException', message: error.message });
  }
}

function parseRequest(body: Buffer): PutEventsRequestEntry[] {
  if (body.length > MAX_REQUEST_BYTES)
    throw new ValidationException('Total size of the entries in the request is over the limit.');
  let parsed: { Entries?: PutEventsRequestEntry[] };
  try {
    parsed = JSON.parse(body.toString('utf8')) as { Entries?: PutEventsRequestEntry[] };
  } catch {
    throw new ValidationException('Request body is not valid JSON.');
  }
  const entries = parsed.Entries ?? [];
  if (entries.length < 1 || entries.length > MAX_ENTRIES) {
    throw new ValidationException(
      `1 validation error detected: Entries must have length between 1 and ${MAX_ENTRIES}.`,
    );
  }
  return entries;
}

/** One entry's answer, and the event to route when it was accepted. */
interface AcceptedEntry {
  result: PutEventsResultEntry;
  event?: BusEvent;
  target?: 'own' | 'default';
}

const rejected = (ErrorCode: string, ErrorMessage: string): AcceptedEntry => ({ result: { ErrorCode, ErrorMessage } });

/** The bus is named either by name or by ARN; no name means the account's default bus. */
function busOf(entry: PutEventsRequestEntry, bus: BusIdentity): 'own' | 'default' | 'unknown' {
  const named = entry.EventBusName;
  if (named === undefined || named === '' || named === 'default' || named.endsWith(':event-bus/default'))
    return 'default';
  if (named === bus.name || named.endsWith(`:event-bus/${bus.name}`)) return 'own';
  return 'unknown';
}

function eventTime(time: PutEventsRequestEntry['Time'], now: Date): string {
  const date = typeof time === 'number' ? new Date(time * 1000) : time ? new Date(time) : now;
  // EventBridge writes times without milliseconds.
  return (Number.isNaN(date.getTime()) ? now : date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function acceptEntry(entry: PutEventsRequestEntry, bus: BusIdentity, now: Date): AcceptedEntry {
  for (const field of ['Source', 'DetailType', 'Detail'] as const) {
    if (!entry[field])
      return rejected('InvalidArgument', `Parameter ${field} is not valid. Reason: ${field} is a required argument.`);
  }
  const target = busOf(entry, bus);
  if (target === 'unknown')
    return rejected('ResourceNotFoundException', `Event bus ${entry.EventBusName} does not exist.`);
  let detail: unknown;
  try {
    detail = JSON.parse(entry.Detail ?? '');
  } catch {
    return rejected('MalformedDetail', 'Detail is malformed.');
  }
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail))
    return rejected('MalformedDetail', 'Detail is malformed.');
  const id = randomUUID();
  const event: BusEvent = {
    version: '0',
    id,
    'detail-type': entry.DetailType ?? '',
    source: entry.Source ?? '',
    account: bus.account,
    time: eventTime(entry.Time, now),
    region: bus.region,
    resources: entry.Resources ?? [],
    detail,
  };
  return { result: { EventId: id }, event, target };
}

function sendAws(res: ServerResponse, statusCode: number, body: unknown, contentType = JSON_11): void {
  const text = JSON.stringify(body);
  res.writeHead(statusCode, {
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(text)),
    'x-amzn-requestid': randomUUID(),
  });
  res.end(text);
}
