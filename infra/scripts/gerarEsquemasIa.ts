import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { esquemasGerados } from '@wf/functions/domains/ia/entities/esquemaJson';

/**
 * Writes functions/src/domains/ia/prompts/esquemasDoModelo.json: the JSON schemas of the model's
 * answers, from the shared zod schemas. Run after changing shared/src/schemas/iaModelo.ts
 * (`npx tsx infra/scripts/gerarEsquemasIa.ts`); the file's unit test fails until then.
 */
const destino = path.resolve(import.meta.dirname, '../../functions/src/domains/ia/prompts/esquemasDoModelo.json');
writeFileSync(destino, `${JSON.stringify(esquemasGerados(), null, 2)}\n`);
console.log(`Gravado ${destino}`);
