import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLambdaInvoker, HandlerAusenteError, TempoEsgotadoError, type LambdaFunction } from './lambdaInvoker';

/** Real handler modules, written to a temporary functions/src for each test. */
let functionsDir: string;

beforeEach(async () => {
  functionsDir = await mkdtemp(path.join(os.tmpdir(), 'lambda-invoker-'));
});
afterEach(async () => {
  await rm(functionsDir, { recursive: true, force: true });
});

async function writeHandler(entry: string, source: string): Promise<LambdaFunction> {
  const file = path.join(functionsDir, entry);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
  return { name: 'teste', entry, timeoutMs: 2000 };
}

describe('createLambdaInvoker', () => {
  it('runs the exported handler with the event and a Lambda context', async () => {
    const fn = await writeHandler(
      'eco.mjs',
      'export const handler = async (event, context) => ({ event, name: context.functionName, left: context.getRemainingTimeInMillis() });',
    );

    const result = await createLambdaInvoker(functionsDir, 'us-east-1').invoke(fn, { a: 1 });

    expect(result).toMatchObject({ event: { a: 1 }, name: 'teste' });
    expect((result as { left: number }).left).toBeGreaterThan(1000);
  });

  it('hands the handler a copy of the event and returns what survives JSON, as Lambda does', async () => {
    const fn = await writeHandler(
      'muda.mjs',
      'export const handler = async (event) => { event.x = 2; return { quando: new Date(0), nada: undefined }; };',
    );
    const event = { x: 1 };

    const result = await createLambdaInvoker(functionsDir, 'us-east-1').invoke(fn, event);

    expect(event.x).toBe(1);
    expect(result).toEqual({ quando: '1970-01-01T00:00:00.000Z' });
  });

  it('preloads a module once: the first invocation finds it warm', async () => {
    // The module counts its own imports in a global: a second import would count again.
    const fn = await writeHandler(
      'aquecido.mjs',
      'globalThis.importsAquecido = (globalThis.importsAquecido ?? 0) + 1; export const handler = async () => globalThis.importsAquecido;',
    );
    const ausente: LambdaFunction = { name: 'ausente', entry: 'ausente.mjs', timeoutMs: 2000 };
    const invoker = createLambdaInvoker(functionsDir, 'us-east-1');

    await invoker.preload([fn, ausente]);

    expect((globalThis as { importsAquecido?: number }).importsAquecido).toBe(1);
    await expect(invoker.invoke(fn, {})).resolves.toBe(1);
    await expect(invoker.invoke(ausente, {})).rejects.toBeInstanceOf(HandlerAusenteError);
  });

  it('supports callback-style handlers', async () => {
    const fn = await writeHandler(
      'callback.mjs',
      'export const handler = (event, context, callback) => { setTimeout(() => callback(null, "ok"), 5); };',
    );

    await expect(createLambdaInvoker(functionsDir, 'us-east-1').invoke(fn, {})).resolves.toBe('ok');
  });

  it('rejects with the handler error', async () => {
    const fn = await writeHandler('quebra.mjs', 'export const handler = async () => { throw new Error("quebrou"); };');

    await expect(createLambdaInvoker(functionsDir, 'us-east-1').invoke(fn, {})).rejects.toThrow('quebrou');
  });

  it('rejects a handler that runs past its timeout', async () => {
    const fn = await writeHandler('lento.mjs', 'export const handler = () => new Promise(() => {});');

    await expect(
      createLambdaInvoker(functionsDir, 'us-east-1').invoke({ ...fn, timeoutMs: 50 }, {}),
    ).rejects.toBeInstanceOf(TempoEsgotadoError);
  });

  it('names the missing file, and picks it up once it is written', async () => {
    const invoker = createLambdaInvoker(functionsDir, 'us-east-1');
    const fn: LambdaFunction = { name: 'tardio', entry: 'dominio/tardio.mjs', timeoutMs: 2000 };

    const missing = invoker.invoke(fn, {});
    await expect(missing).rejects.toBeInstanceOf(HandlerAusenteError);
    await expect(missing).rejects.toThrow('dominio/tardio.mjs');

    await writeHandler(fn.entry, 'export const handler = async () => "agora existe";');
    await expect(invoker.invoke(fn, {})).resolves.toBe('agora existe');
  });

  it('loads a module once and keeps its state between invocations (a warm container)', async () => {
    const fn = await writeHandler('contador.mjs', 'let n = 0; export const handler = async () => ++n;');
    const invoker = createLambdaInvoker(functionsDir, 'us-east-1');

    await invoker.invoke(fn, {});

    await expect(invoker.invoke(fn, {})).resolves.toBe(2);
  });

  it('refuses a module without a handler export', async () => {
    const fn = await writeHandler('semHandler.mjs', 'export default async () => 1;');

    await expect(createLambdaInvoker(functionsDir, 'us-east-1').invoke(fn, {})).rejects.toThrow(
      'não exporta uma função `handler`',
    );
  });
});
