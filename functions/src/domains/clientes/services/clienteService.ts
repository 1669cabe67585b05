import type { ClienteCompleto, ClientePublico } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { paraClienteCompleto, paraClientePublico } from './apresentacaoCliente';
import { exigirClienteAtivo } from './clienteAtivo';

// Re-exported: the tenant checks live apart so importing them brings no presentation (S3 signing).
export { exigirClienteAtivo, exigirClienteAtivoPorToken } from './clienteAtivo';

export async function buscarClientePublico(deps: AppDeps, sigla: string): Promise<ClientePublico> {
  return paraClientePublico(deps, await exigirClienteAtivo(deps, sigla));
}

export async function buscarClienteDaSessao(deps: AppDeps, sessao: Sessao): Promise<ClienteCompleto> {
  return paraClienteCompleto(deps, await exigirClienteAtivo(deps, sessao.sigla));
}
