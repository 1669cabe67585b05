import type { AppDeps } from '../../../app/deps';
import { emSegundos } from '../../../data/chaves';
import {
  contarFalhasRecentes,
  limparFalhasLogin,
  registrarFalhaLogin,
} from '../../../data/repositories/tentativaLoginRepository';
import { erroAuth } from '../erros';

/** 5 failed logins of one e-mail in one tenant within 15 minutes lock that e-mail there until the window closes. */
export const MAXIMO_FALHAS = 5;
export const JANELA_SEGUNDOS = 15 * 60;

/** Checked before the password: once locked, even the right password is refused until the window ends. */
export async function exigirLoginLiberado(deps: AppDeps, sigla: string, email: string): Promise<void> {
  const falhas = await contarFalhasRecentes(deps, sigla, email, emSegundos(deps.clock()));
  if (falhas >= MAXIMO_FALHAS) throw erroAuth.muitasTentativas();
}

export const registrarFalha = (deps: AppDeps, sigla: string, email: string): Promise<void> =>
  registrarFalhaLogin(deps, sigla, email, emSegundos(deps.clock()), JANELA_SEGUNDOS);

export const esquecerFalhas = (deps: AppDeps, sigla: string, email: string): Promise<void> =>
  limparFalhasLogin(deps, sigla, email);
