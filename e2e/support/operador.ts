import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';

const executar = promisify(execFile);
const RAIZ = path.resolve(import.meta.dirname, '../..');

export interface NovoAmbiente {
  sigla: string;
  nome: string;
  adminEmail: string;
  adminSenha: string;
  /** New accounts sign in only after the e-mailed activation link (default: no). */
  exigirAtivacao?: boolean;
  /** "Entrar com Google" on (the runtime's local OpenID provider), and whether it is the only way in. */
  google?: 'S' | 'N';
  somenteGoogle?: 'S' | 'N';
}

/**
 * A tenant code no other test (nor another run's file) picks: tests that change tenant-wide
 * settings work in a tenant of their own, never in the shared demo tenant AVMB.
 */
export const siglaUnica = (): string => `E2E${randomBytes(4).toString('hex').toUpperCase()}`;

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
      '--exigir-ativacao',
      ambiente.exigirAtivacao ? 'S' : 'N',
      '--google',
      ambiente.google ?? 'N',
      '--somente-google',
      ambiente.somenteGoogle ?? 'N',
    ],
    { cwd: RAIZ, env: { ...process.env, ...portas }, timeout: 60_000 },
  );
}
