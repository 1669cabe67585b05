import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ARQUIVO_RESULTADOS = path.resolve(import.meta.dirname, 'results.json');

/**
 * bench/results.json holds one section per benchmark (cards, spa...), so a partial run
 * (`npm run bench:spa`) replaces its own section and keeps the others. A file from before
 * the sections (a bare array: the card rows) becomes the `cards` section.
 */
export async function gravarSecao(nome: string, dados: unknown): Promise<void> {
  let atual: Record<string, unknown> = {};
  if (existsSync(ARQUIVO_RESULTADOS)) {
    const lido: unknown = JSON.parse(readFileSync(ARQUIVO_RESULTADOS, 'utf8'));
    atual = Array.isArray(lido) ? { cards: lido } : (lido as Record<string, unknown>);
  }
  atual[nome] = dados;
  await writeFile(ARQUIVO_RESULTADOS, `${JSON.stringify(atual, null, 2)}\n`);
}
