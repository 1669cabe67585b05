/**
 * Lambda bundle size (issue 8, item 1): every function of functions/src/app/lambdas.ts bundled
 * exactly as the CDK stack ships it (infra/cdk/lambdaBundling.ts), measured in bytes (minified
 * and gzipped) and in the time a fresh Node process takes to import it.
 *
 *   npm run bench -- --only bundles    (`npm run bench` runs it too, at the end)
 *
 * The bundles leave the AWS SDK to the Lambda runtime (lambdaBundling.ts), so they are written
 * under the repository's node_modules/.cache: importing one resolves the SDK from node_modules (the
 * lockfile's version), and the time counts loading it, as a cold start loads the runtime's copy.
 *
 * The import time is the median of IMPORTACOES runs per bundle, the bundles taken in turn in each
 * round (side by side, so a busy machine weighs on all of them alike). Writes the `bundles`
 * section of bench/results.json; `pacotes` lists each bundle's heaviest packages (esbuild's
 * metafile), which is where to look when one grows.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gerarBundles, pesoPorPacote } from '../infra/cdk/bundlesDasLambdas';
import { LIMITE_BUNDLE_BYTES } from '../infra/cdk/lambdaBundling';
import { paths } from '../infra/cdk/paths';
import { gravarSecao } from './resultados';

const IMPORTACOES = Number(process.env.BENCH_IMPORTACOES ?? 7);

/** The variables environment.ts requires; values only need to be present for the import. */
const ambienteMinimo = {
  TABLE_NAME: 'bench',
  BUCKET_ARQUIVOS: 'bench',
  EVENT_BUS_NAME: 'bench',
  APP_URL: 'http://localhost',
  AWS_REGION: 'us-east-1',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
};

/** Milliseconds a fresh `node` takes to import the bundle (module evaluation included). */
async function tempoDeImportacao(arquivo: string): Promise<number> {
  const script = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(arquivo).href)});process.stdout.write(String(performance.now()-t));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, ...ambienteMinimo },
  });
  return Number(stdout);
}

const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)] ?? 0;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export interface MedidaBundle {
  function: string;
  entry: string;
  bytes: number;
  gzipBytes: number;
  importMedianMs: number;
  /** The five heaviest packages in the bundle. */
  heaviest: { package: string; bytes: number }[];
}

export async function benchBundles(): Promise<MedidaBundle[]> {
  const cache = path.join(paths.repoRoot, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'workflow-bundles-'));
  try {
    console.log('gerando os bundles das Lambdas (esbuild, opções de infra/cdk/lambdaBundling.ts)...');
    const bundles = await gerarBundles(dir);
    const tempos = new Map<string, number[]>(bundles.map((b) => [b.funcao, []]));
    console.log(
      `importando cada bundle em um node novo (${IMPORTACOES} rodadas; o AWS SDK, fora dos bundles, vem de node_modules e seu carregamento conta)...`,
    );
    for (let rodada = 0; rodada < IMPORTACOES; rodada++) {
      for (const b of bundles) tempos.get(b.funcao)!.push(await tempoDeImportacao(b.arquivo));
    }
    const medidas: MedidaBundle[] = bundles.map((b) => ({
      function: b.funcao,
      entry: b.entry,
      bytes: b.bytes,
      gzipBytes: b.gzipBytes,
      importMedianMs: Math.round(mediana(tempos.get(b.funcao)!) * 10) / 10,
      heaviest: pesoPorPacote(b.metafile)
        .slice(0, 5)
        .map((p) => ({ package: p.pacote, bytes: p.bytes })),
    }));
    await gravarSecao('bundles', {
      goalBytes: LIMITE_BUNDLE_BYTES,
      importNote: 'import time includes loading the AWS SDK, external to the bundles, from node_modules',
      functions: medidas,
    });
    console.log(
      '\nbundles das Lambdas (bench/results.json "bundles"; import ms inclui carregar o AWS SDK de node_modules):\n',
    );
    console.log('function          | minified  | gzip      | import ms | heaviest packages');
    console.log('------------------|-----------|-----------|-----------|------------------');
    for (const m of medidas) {
      const pesados = m.heaviest.map((p) => `${p.package} ${kb(p.bytes)}`).join(', ');
      console.log(
        `${m.function.padEnd(17)} | ${kb(m.bytes).padStart(9)} | ${kb(m.gzipBytes).padStart(9)} | ${String(m.importMedianMs).padStart(9)} | ${pesados}`,
      );
    }
    return medidas;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
