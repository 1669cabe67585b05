import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * Opt-in DynamoDB metrics (METRICAS_DYNAMODB=1, read once by kernel/environment.ts): an AWS SDK
 * middleware on the handlers' DynamoDB client counts, per command, the requests, the items read
 * and the items written into a process-global collector. The benchmark (bench/run.ts) runs the
 * embedded runtime in its own process, resets the collector around each operation and reads it.
 *
 * Calls are attributed to a scope: the HTTP Lambdas run each request inside the scope 'http'
 * (app/http/httpLambda.ts), so the event consumers running meanwhile (outbox publisher, realtime
 * fan-out, ...) count under 'fundo' and do not pollute the request's numbers.
 *
 * Items read: GetItem 1 if found; Query/Scan ScannedCount (a filter reads what it scans);
 * BatchGetItem/TransactGetItems the items answered. Items written: Put/Update/Delete 1;
 * TransactWriteItems its items; BatchWriteItem its requests.
 */
export interface ContagemDynamo {
  requisicoes: number;
  itensLidos: number;
  itensEscritos: number;
  porComando: Record<string, number>;
}

type Coletor = { ativo: boolean; contagens: Map<string, ContagemDynamo> };
const CHAVE = Symbol.for('workflow.metricasDynamo');
const global = globalThis as typeof globalThis & { [CHAVE]?: Coletor };
const coletor: Coletor = (global[CHAVE] ??= { ativo: false, contagens: new Map() });

const escopo = new AsyncLocalStorage<string>();
// A second label a call ALSO counts under (its scope keeps counting it): what one consumer did for one event type.
const detalhe = new AsyncLocalStorage<string>();

const vazia = (): ContagemDynamo => ({ requisicoes: 0, itensLidos: 0, itensEscritos: 0, porComando: {} });

/** Runs fn with its DynamoDB calls counted under `rotulo` (no cost when metrics are off). */
export function emEscopoDeMetricas<T>(rotulo: string, fn: () => Promise<T>): Promise<T> {
  return coletor.ativo ? escopo.run(rotulo, fn) : fn();
}

/**
 * Runs fn with its DynamoDB calls counted under `rotulo` as well as under their scope, e.g.
 * 'consumidor:regras:cardEntrarEtapa' (app/events/consumerLambda.ts): the benchmark reads what one
 * consumer did per event while the 'fundo' totals it waits on stay whole.
 */
export function emDetalheDeMetricas<T>(rotulo: string, fn: () => Promise<T>): Promise<T> {
  return coletor.ativo ? detalhe.run(rotulo, fn) : fn();
}

export function zerarMetricas(): void {
  coletor.contagens.clear();
}

export function lerMetricas(rotulo = 'http'): ContagemDynamo {
  const c = coletor.contagens.get(rotulo) ?? vazia();
  return { ...c, porComando: { ...c.porComando } };
}

/**
 * Takes the counts and clears them: a local runtime that runs a consumer in a worker thread (a
 * collector of its own) hands them to the main thread's collector with somarMetricas.
 */
export function tomarMetricas(): Record<string, ContagemDynamo> {
  const contagens = Object.fromEntries(coletor.contagens);
  coletor.contagens.clear();
  return contagens;
}

export function somarMetricas(contagens: Record<string, ContagemDynamo>): void {
  for (const [rotulo, de] of Object.entries(contagens)) {
    const c = coletor.contagens.get(rotulo) ?? vazia();
    c.requisicoes += de.requisicoes;
    c.itensLidos += de.itensLidos;
    c.itensEscritos += de.itensEscritos;
    for (const [comando, n] of Object.entries(de.porComando)) c.porComando[comando] = (c.porComando[comando] ?? 0) + n;
    coletor.contagens.set(rotulo, c);
  }
}

type Registro = Record<string, unknown>;
const tamanho = (v: unknown): number => (Array.isArray(v) ? v.length : 0);
const somaDosValores = (v: unknown): number =>
  v && typeof v === 'object' ? Object.values(v as Registro).reduce<number>((s, x) => s + tamanho(x), 0) : 0;

export function contarComando(
  comando: string,
  entrada: Registro,
  saida: Registro,
): { lidos: number; escritos: number } {
  switch (comando) {
    case 'GetItemCommand':
      return { lidos: saida.Item ? 1 : 0, escritos: 0 };
    case 'QueryCommand':
    case 'ScanCommand':
      return { lidos: typeof saida.ScannedCount === 'number' ? saida.ScannedCount : tamanho(saida.Items), escritos: 0 };
    case 'BatchGetItemCommand':
      return { lidos: somaDosValores(saida.Responses), escritos: 0 };
    case 'TransactGetItemsCommand':
      return { lidos: tamanho(saida.Responses), escritos: 0 };
    case 'PutItemCommand':
    case 'UpdateItemCommand':
    case 'DeleteItemCommand':
      return { lidos: 0, escritos: 1 };
    case 'TransactWriteItemsCommand':
      return { lidos: 0, escritos: tamanho(entrada.TransactItems) };
    case 'BatchWriteItemCommand':
      return { lidos: 0, escritos: somaDosValores(entrada.RequestItems) - somaDosValores(saida.UnprocessedItems) };
    default:
      return { lidos: 0, escritos: 0 };
  }
}

function registrar(comando: string, entrada: Registro, saida: Registro): void {
  const { lidos, escritos } = contarComando(comando, entrada, saida);
  const rotulos = [escopo.getStore() ?? 'fundo', detalhe.getStore()];
  for (const rotulo of rotulos) {
    if (rotulo === undefined) continue;
    const c = coletor.contagens.get(rotulo) ?? vazia();
    c.requisicoes += 1;
    c.itensLidos += lidos;
    c.itensEscritos += escritos;
    c.porComando[comando] = (c.porComando[comando] ?? 0) + 1;
    coletor.contagens.set(rotulo, c);
  }
}

/** Attaches the counting middleware to a DynamoDB client (before the document client wraps it). */
export function anexarMetricasDynamo(cliente: DynamoDBClient): void {
  coletor.ativo = true;
  cliente.middlewareStack.add(
    (next, context) => async (args) => {
      const r = await next(args);
      // A failed call (e.g. a cancelled transaction) throws before this: it wrote nothing.
      registrar(String(context.commandName ?? 'desconhecido'), args.input as Registro, r.output as unknown as Registro);
      return r;
    },
    { step: 'initialize', name: 'metricasDynamo' },
  );
}
