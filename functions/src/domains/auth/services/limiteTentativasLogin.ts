import type { AppDeps } from '../../../kernel/deps';
import { emSegundos } from '../../../data/chaves';
import {
  contarFalhasRecentes,
  limparFalhasLogin,
  registrarFalhaLogin,
  type AlvoTentativas,
} from '../../../data/repositories/tentativaLoginRepository';
import { erroAuth } from '../erros';

/**
 * Three counters slow password guessing in a tenant, each over a 15-minute window
 * (docs/adr/0004-identity-sign-up-and-sign-in.md, "Login"):
 * - per account and client address: 5 failures lock that e-mail FROM THAT ADDRESS only, so a
 *   stranger's failures never lock the owner out at his own address;
 * - per client address: 20 failures on any e-mails stop the address (a success does not reset
 *   it, so an attacker cannot clear it by signing in to an account of his own);
 * - per account from every address: 100 failures (a distributed attack) lock the e-mail
 *   everywhere; the owner's way past it is a password reset through the e-mailed link, which
 *   clears every counter of the account (usuarios' recuperacaoSenhaService, through the
 *   repository: usuarios sits below auth).
 * An attempt refused by a lock counts as a failure too, so hammering a lock is not free: it
 * brings the address to its own limit.
 */
export const MAXIMO_FALHAS = 5;
export const MAXIMO_FALHAS_ENDERECO = 20;
export const MAXIMO_FALHAS_CONTA = 100;
export const JANELA_SEGUNDOS = 15 * 60;

export interface Tentativa {
  sigla: string;
  email: string;
  ip: string;
}

const alvos = (t: Tentativa): AlvoTentativas[] => [
  { endereco: t.ip },
  { conta: t.email, endereco: t.ip },
  { conta: t.email },
];

/** Checked before the password: once locked, even the right password is refused until the window ends. */
export async function exigirLoginLiberado(deps: AppDeps, t: Tentativa): Promise<void> {
  const agora = emSegundos(deps.clock());
  const [doEndereco, doPar, daConta] = await Promise.all(
    alvos(t).map((alvo) => contarFalhasRecentes(deps, t.sigla, alvo, agora)),
  );
  const bloqueio =
    doEndereco >= MAXIMO_FALHAS_ENDERECO
      ? erroAuth.muitasTentativasDoEndereco()
      : doPar >= MAXIMO_FALHAS || daConta >= MAXIMO_FALHAS_CONTA
        ? erroAuth.contaBloqueada()
        : null;
  if (!bloqueio) return;
  await registrarFalha(deps, t);
  throw bloqueio;
}

export async function registrarFalha(deps: AppDeps, t: Tentativa): Promise<void> {
  const agora = emSegundos(deps.clock());
  await Promise.all(alvos(t).map((alvo) => registrarFalhaLogin(deps, t.sigla, alvo, agora, JANELA_SEGUNDOS)));
}

/**
 * The right password forgives the failures of its own address on this account only: the
 * account's total keeps counting a distributed attack, whoever signs in meanwhile.
 */
export const esquecerFalhasDoEndereco = (deps: AppDeps, t: Tentativa): Promise<void> =>
  limparFalhasLogin(deps, t.sigla, { conta: t.email, endereco: t.ip });
