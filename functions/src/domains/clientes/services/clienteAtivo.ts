import type { AppDeps } from '../../../kernel/deps';
import { buscarClientePorSigla, buscarClientePorToken } from '../../../data/repositories/clienteRepository';
import type { Cliente } from '../entities/cliente';
import { erroCliente } from '../erros';

/**
 * Whether a tenant exists and is active, apart from clienteService so a function that only needs
 * this check (the e-mail consumer's password links) does not import the tenant's presentation and,
 * with it, the S3 client that signs logo URLs.
 */
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
