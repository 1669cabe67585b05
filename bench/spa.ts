/**
 * SPA weight (issue 8, item 2): the JavaScript a route makes the browser download, read from the
 * built SPA (web/dist) and its Vite manifest (web/dist/.vite/manifest.json, `build.manifest`).
 *
 *   npm run bench:spa      (builds web, then measures; `npm run bench` runs it too, at the end)
 *
 * A route loads the entry (index.html's script) and its static imports, then the lazy chunks the
 * router (web/src/app/rotas.tsx) or a component on the screen imports at once, each with its
 * static imports: the union of those closures, each file counted once. Bytes are the files' own
 * (raw) and gzipped with node:zlib at its default level, as Vite's build report shows them.
 * Both write the `spa` section of bench/results.json. e2e/pesoSpa.e2e.test.ts holds the budget.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { gravarSecao } from './resultados';

export const DIST_WEB = path.resolve(import.meta.dirname, '..', 'web', 'dist');

/** Goal of issue 8: the public entry screens (login, sign-up) load at most 250 KB gzip of JS. */
export const META_ROTAS_PUBLICAS_GZIP = 250 * 1024;

/**
 * The lazy modules each measured screen imports at once, as source paths (the manifest's keys).
 * The board is /process/:id (the realtime provider and the logged-in shell, then the flow page); the card modal opens on
 * top of it (?card=).
 */
export const ROTAS_MEDIDAS = {
  login: ['src/features/auth/components/LoginPage.tsx'],
  signup: ['src/features/auth/components/CadastroPage.tsx'],
  board: [
    'src/app/ProvedorTempoReal.tsx',
    'src/features/shell/components/AppLayout.tsx',
    'src/app/paginas/PaginaFluxo.tsx',
  ],
  cardModal: [
    'src/app/ProvedorTempoReal.tsx',
    'src/features/shell/components/AppLayout.tsx',
    'src/app/paginas/PaginaFluxo.tsx',
    'src/features/card/components/ModalCard.tsx',
  ],
  // The Métricas tab adds its chunk (with the chart library) to the flow page; /reports its page.
  metricsTab: [
    'src/app/ProvedorTempoReal.tsx',
    'src/features/shell/components/AppLayout.tsx',
    'src/app/paginas/PaginaFluxo.tsx',
    'src/features/metricas/components/AbaMetricas.tsx',
  ],
  reports: [
    'src/app/ProvedorTempoReal.tsx',
    'src/features/shell/components/AppLayout.tsx',
    'src/features/relatorios/components/RelatoriosPage.tsx',
  ],
} as const satisfies Record<string, readonly string[]>;

interface ChunkDoManifesto {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifesto = Record<string, ChunkDoManifesto>;

export interface PesoDaRota {
  route: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** The chunk files loaded, largest (gzip) first. */
  chunks: { file: string; rawBytes: number; gzipBytes: number }[];
}

export function lerManifesto(dist = DIST_WEB): Manifesto {
  const arquivo = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(arquivo)) throw new Error(`${arquivo} ausente: rode "npm run build -w web" antes`);
  return JSON.parse(readFileSync(arquivo, 'utf8')) as Manifesto;
}

/** A chunk and everything it imports statically (the browser fetches those before running it). */
function fechoEstatico(manifesto: Manifesto, chave: string, vistos: Set<string>): void {
  if (vistos.has(chave)) return;
  const chunk = manifesto[chave];
  if (!chunk) throw new Error(`"${chave}" não está no manifesto do Vite (arquivo renomeado? ajuste bench/spa.ts)`);
  vistos.add(chave);
  for (const importado of chunk.imports ?? []) fechoEstatico(manifesto, importado, vistos);
}

export function pesoDaRota(
  rota: string,
  dinamicos: readonly string[],
  dist = DIST_WEB,
  manifesto = lerManifesto(dist),
): PesoDaRota {
  const entrada = Object.entries(manifesto).find(([, c]) => c.isEntry)?.[0];
  if (!entrada) throw new Error('manifesto do Vite sem entrada');
  const chaves = new Set<string>();
  for (const chave of [entrada, ...dinamicos]) fechoEstatico(manifesto, chave, chaves);
  const chunks = [...chaves]
    .map((chave) => manifesto[chave]!.file)
    .filter((arquivo) => arquivo.endsWith('.js'))
    .map((arquivo) => {
      const conteudo = readFileSync(path.join(dist, arquivo));
      return { file: arquivo, rawBytes: conteudo.length, gzipBytes: gzipSync(conteudo).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    route: rota,
    scripts: chunks.length,
    rawBytes: chunks.reduce((s, c) => s + c.rawBytes, 0),
    gzipBytes: chunks.reduce((s, c) => s + c.gzipBytes, 0),
    chunks,
  };
}

export function medirSpa(dist = DIST_WEB): PesoDaRota[] {
  const manifesto = lerManifesto(dist);
  return Object.entries(ROTAS_MEDIDAS).map(([rota, dinamicos]) => pesoDaRota(rota, dinamicos, dist, manifesto));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function imprimirSpa(pesos: PesoDaRota[]): void {
  console.log('route      | scripts | raw       | gzip');
  console.log('-----------|---------|-----------|----------');
  for (const p of pesos) {
    console.log(
      `${p.route.padEnd(10)} | ${String(p.scripts).padStart(7)} | ${kb(p.rawBytes).padStart(9)} | ${kb(p.gzipBytes).padStart(9)}`,
    );
  }
}

/** Builds web (the figures must be of the code as it is) and measures every route. */
export async function benchSpa(): Promise<PesoDaRota[]> {
  console.log('compilando web (npm run build -w web)...');
  await promisify(execFile)('npm', ['run', 'build', '-w', 'web'], { cwd: path.resolve(import.meta.dirname, '..') });
  const pesos = medirSpa();
  await gravarSecao('spa', { goalGzipBytesLoginSignup: META_ROTAS_PUBLICAS_GZIP, routes: pesos });
  console.log('\nJS por rota (web/dist, bench/results.json "spa"):\n');
  imprimirSpa(pesos);
  return pesos;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  benchSpa().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
