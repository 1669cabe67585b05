import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const executar = promisify(execFile);
const RAIZ = path.resolve(import.meta.dirname, '../..');

export interface NovoAmbiente {
  sigla: string;
  nome: string;
  adminEmail: string;
  adminSenha: string;
}

/**
 * Provisions a tenant the way an operator does (`npm run tenant -- create --local`), against the
 * test runtime's DynamoDB. The SPA has no screen for it: tenants are created by operators.
 */
export async function criarAmbientePeloOperador(portas: Record<string, string>, ambiente: NovoAmbiente): Promise<void> {
  await executar(
    process.execPath,
    [
      path.join(RAIZ, 'node_modules/tsx/dist/cli.mjs'),
      'infra/scripts/tenant.ts',
      'create',
      '--local',
      '--sigla',
      ambiente.sigla,
      '--nome',
      ambiente.nome,
      '--admin-email',
      ambiente.adminEmail,
      '--admin-senha',
      ambiente.adminSenha,
    ],
    { cwd: RAIZ, env: { ...process.env, ...portas }, timeout: 60_000 },
  );
}
