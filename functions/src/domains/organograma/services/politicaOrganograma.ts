import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarClientePorSigla } from '../../../data/repositories/clienteRepository';
import { erroOrganograma } from '../erros';

/** Tenant administrators (profile 2) and system administrators (3), as the menu's /admin/organograma. */
const PERFIS_QUE_ALTERAM = new Set(['2', '3']);

/** The tenant's organogram flags: read-only when it comes from the cloud directory; unit sharing off under plans control. */
export async function situacaoDoOrganograma(
  deps: AppDeps,
  sigla: string,
): Promise<{ somenteLeitura: boolean; compartilhamentoIndisponivel: boolean }> {
  const c = await buscarClientePorSigla(deps, sigla);
  return { somenteLeitura: c?.azureSignIn === 'S', compartilhamentoIndisponivel: c?.controlarPlanos === 'S' };
}

/** A write of the tree or its links: an administrator, in a tenant whose tree is its own. */
export async function conferirEscritaNoOrganograma(deps: AppDeps, sessao: Sessao): Promise<void> {
  if (!PERFIS_QUE_ALTERAM.has(sessao.perfilUsuario)) throw erroOrganograma.somenteAdministrador();
  if ((await situacaoDoOrganograma(deps, sessao.sigla)).somenteLeitura) throw erroOrganograma.somenteLeitura();
}

/** A new unit grant ("sharing elsewhere"): unavailable while the tenant's plans control it. */
export async function conferirCompartilhamentoPorUnidade(deps: AppDeps, sigla: string): Promise<void> {
  if ((await situacaoDoOrganograma(deps, sigla)).compartilhamentoIndisponivel) throw erroOrganograma.indisponivel();
}
