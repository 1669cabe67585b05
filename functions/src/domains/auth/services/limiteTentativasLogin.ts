import type { AppDeps } from '../../../app/deps';
import { emSegundos } from '../../../data/chaves';
import {
  contarFalhasRecentes,
  limparFalhasLogin,
  registrarFalhaLogin,
} from '../../../data/repositories/tentativaLoginRepository';
import { erroAuth } from '../erros';

/**
 * Two counters slow password guessing in a tenant (docs/decisions.md):
 * - per client address: 20 failures on any e-mails within 15 minutes stop that address (only it)
 *   until the window ends; a success does not reset it, so an attacker cannot clear it by signing
 *   in to an account of his own;
 * - per account: 5 failures of one e-mail within 15 minutes lock the e-mail, from any address.
 *   The owner is never locked out for good: a password reset through the e-mailed link clears
 *   the lock and the count, and the lock message says so.
 */
export const MAXIMO_FALHAS = 5;
export const MAXIMO_FALHAS_ENDERECO = 20;
export const JANELA_SEGUNDOS = 15 * 60;

export interface Tentativa {
  sigla: string;
  email: string;
  ip: string;
}

/** Checked before the password: once locked, even the right password is refused until the window ends. */
export async function exigirLoginLiberado(deps: AppDeps, t: Tentativa): Promise<void> {
  const agora = emSegundos(deps.clock());
  const [doEndereco, daConta] = await Promise.all([
    contarFalhasRecentes(deps, t.sigla, { endereco: t.ip }, agora),
    contarFalhasRecentes(deps, t.sigla, { conta: t.email }, agora),
  ]);
  if (doEndereco >= MAXIMO_FALHAS_ENDERECO) throw erroAuth.muitasTentativasDoEndereco();
  if (daConta >= MAXIMO_FALHAS) throw erroAuth.contaBloqueada();
}

export async function registrarFalha(deps: AppDeps, t: Tentativa): Promise<void> {
  const agora = emSegundos(deps.clock());
  await Promise.all([
    registrarFalhaLogin(deps, t.sigla, { endereco: t.ip }, agora, JANELA_SEGUNDOS),
    registrarFalhaLogin(deps, t.sigla, { conta: t.email }, agora, JANELA_SEGUNDOS),
  ]);
}

/** The right password (or a reset through the e-mailed link) forgives the account's failures. */
export const esquecerFalhasDaConta = (deps: AppDeps, sigla: string, email: string): Promise<void> =>
  limparFalhasLogin(deps, sigla, { conta: email });
