import { urlDaSpa } from '@wf/shared/links/linksSpa';
import type { RespostaLogout } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import { buscarClientePorSigla } from '../../../data/repositories/clienteRepository';
import { SIGLA_PADRAO } from '../../clientes';
import { encerrarSessao } from './sessaoService';

/**
 * POST /api/auth/logout: ends the session of the request's tenant, if there is one, and answers
 * where the SPA goes next: that tenant's login, or the default tenant's when the tenant is unknown.
 */
export async function sair(
  deps: AppDeps,
  sigla: string | undefined,
  token: string | undefined,
): Promise<RespostaLogout> {
  if (sigla && token) await encerrarSessao(deps, sigla, token);
  const conhecido = sigla ? await buscarClientePorSigla(deps, sigla) : null;
  return { redirectURL: urlDaSpa('', `/login/${conhecido?.sigla ?? SIGLA_PADRAO}`) };
}
