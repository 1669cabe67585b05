import { build } from 'esbuild';
import { opcoesEsbuild } from './infra/cdk/lambdaBundling';
const entry = process.argv[2];
const r = await build({ ...opcoesEsbuild(entry, '/tmp/metaout/index.mjs'), metafile: true, write: false });
const out = Object.values(r.metafile!.outputs).find((o) => o.entryPoint)!;
const rows = Object.entries(out.inputs).map(([k, v]) => [v.bytesInOutput, k] as const).sort((a, b) => b[0] - a[0]);
let tot = 0; for (const [b] of rows) tot += b;
console.log('TOTAL', tot);
for (const [b, k] of rows.slice(0, 60)) console.log(b, k);
