import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorText, type Log } from './log';
import { functionsSrc, relativeToRepo } from './paths';

const SEED_FILE = path.join(functionsSrc, 'seed', 'seedDemo.ts');

/**
 * Seeds the demo tenant through the functions' own seed (idempotent: it runs on every start).
 * A failure is reported and the runtime stays up: the API is still useful for debugging it.
 */
export async function runDemoSeed(log: Log): Promise<void> {
  if (!existsSync(SEED_FILE)) {
    log(`${relativeToRepo(SEED_FILE)} ainda não existe: sem dados de demonstração`);
    return;
  }
  try {
    const seed: { seedDemo?: unknown } = await import(pathToFileURL(SEED_FILE).href);
    if (typeof seed.seedDemo !== 'function') throw new Error('o módulo não exporta seedDemo()');
    await (seed.seedDemo as () => Promise<void>)();
    log('dados de demonstração prontos');
  } catch (error) {
    log(`falha ao semear os dados de demonstração: ${errorText(error)}`);
  }
}
