import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { consumerLambdas, httpLambdas, outboxPublisherLambda, webSocketLambda } from '@wf/functions/app/lambdas';
import { opcoesEsbuild } from './lambdaBundling';
import { idLambdaConsumidor, idLambdaHttp, idLambdaUnica } from './idsDasLambdas';

/**
 * Every Lambda bundled with esbuild's API exactly as the stack bundles it (lambdaBundling.ts), for
 * the bundle-size test (tests/cdk/tamanhoDosBundles.test.ts) and the bench (bench/bundles.ts).
 * The stack itself never imports this file.
 */

/** Every Lambda by its construct id in the stack (unique: the kind is part of it), with its entry (relative to functions/src). */
export function entradasDasLambdas(): { funcao: string; entry: string }[] {
  return [
    ...Object.entries(httpLambdas).map(([nome, l]) => ({ funcao: idLambdaHttp(nome), entry: l.entry })),
    { funcao: idLambdaUnica(webSocketLambda.name), entry: webSocketLambda.entry },
    ...Object.entries(consumerLambdas).map(([nome, l]) => ({ funcao: idLambdaConsumidor(nome), entry: l.entry })),
    { funcao: idLambdaUnica(outboxPublisherLambda.name), entry: outboxPublisherLambda.entry },
  ];
}

export interface BundleGerado {
  funcao: string;
  entry: string;
  arquivo: string;
  bytes: number;
  gzipBytes: number;
  metafile: Metafile;
}

/** Bundles every Lambda into `dir` (all at once: esbuild runs them in parallel). */
export async function gerarBundles(dir: string): Promise<BundleGerado[]> {
  return Promise.all(
    entradasDasLambdas().map(async ({ funcao, entry }) => {
      const arquivo = path.join(dir, funcao, 'index.mjs');
      const { metafile } = await build({ ...opcoesEsbuild(entry, arquivo), metafile: true });
      const codigo = await readFile(arquivo);
      return { funcao, entry, arquivo, bytes: codigo.length, gzipBytes: gzipSync(codigo).length, metafile };
    }),
  );
}

/** Bytes in the output per package (node_modules name) or per workspace folder. */
export function pesoPorPacote(metafile: Metafile): { pacote: string; bytes: number }[] {
  const porPacote = new Map<string, number>();
  for (const saida of Object.values(metafile.outputs)) {
    for (const [entrada, { bytesInOutput }] of Object.entries(saida.inputs)) {
      // The last node_modules/ in the path: a package nested in another counts as itself.
      const m = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(entrada);
      const pacote = m ? m[1]! : entrada.split('/').slice(0, 3).join('/');
      porPacote.set(pacote, (porPacote.get(pacote) ?? 0) + bytesInOutput);
    }
  }
  return [...porPacote].map(([pacote, bytes]) => ({ pacote, bytes })).sort((a, b) => b.bytes - a.bytes);
}
