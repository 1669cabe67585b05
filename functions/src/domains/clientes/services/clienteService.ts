import type { ClienteCompleto, ClientePublico } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../app/deps';
import type { Sessao } from '../../../app/sessao';
import { buscarClientePorSigla, buscarClientePorToken } from '../../../data/repositories/clienteRepository';
import type { Cliente } from '../entities/cliente';
import { erroCliente } from '../erros';
import { paraClienteCompleto, paraClientePublico } from './apresentacaoCliente';

const exigirAtivo = (c: Cliente | null): Cliente => {
  if (!c || c.ativo !== 'S') throw erroCliente.naoEncontrado();
  return c;
};

/** The tenant named by a path or a session; unknown and inactive tenants look the same (404). */
export async function exigirClienteAtivo(deps: AppDeps, sigla: string): Promise<Cliente> {
  return exigirAtivo(await buscarClientePorSigla(deps, sigla.toUpperCase()));
}

/** The tenant named by the public tokenCliente of login, sign-up and forgot-password. */
export async function exigirClienteAtivoPorToken(deps: AppDeps, tokenCliente: string): Promise<Cliente> {
  return exigirAtivo(await buscarClientePorToken(deps, tokenCliente));
}

export async function buscarClientePublico(deps: AppDeps, sigla: string): Promise<ClientePublico> {
  return paraClientePublico(deps, await exigirClienteAtivo(deps, sigla));
}

export async function buscarClienteDaSessao(deps: AppDeps, sessao: Sessao): Promise<ClienteCompleto> {
  return paraClienteCompleto(deps, await exigirClienteAtivo(deps, sessao.sigla));
}
