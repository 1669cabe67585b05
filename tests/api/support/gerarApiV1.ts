import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ARQUIVO_TIPOS, tiposGerados } from './apiV1Documento';

// `npm run gerar:api`: rewrites the typed client's types after a change of the /api/v1 schemas.
await writeFile(ARQUIVO_TIPOS, await tiposGerados());
console.log(`Tipos da API /api/v1 gravados em ${fileURLToPath(ARQUIVO_TIPOS)}`);
