import type { AppDeps } from '../../../kernel/deps';
import { buscarClientePorSigla } from '../../../data/repositories/clienteRepository';

/**
 * The tenant's message for the foot of its e-mails ('' for none, or for a tenant that is gone).
 * Apart from clienteService so the e-mail consumer does not carry the tenant's presentation (S3).
 */
export async function rodapeDeEmailDoCliente(deps: Pick<AppDeps, 'db' | 'tableName'>, sigla: string): Promise<string> {
  const cliente = await buscarClientePorSigla(deps, sigla.toUpperCase());
  return cliente?.mensagemRodapeEmail ?? '';
}
