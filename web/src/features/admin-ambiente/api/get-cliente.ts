import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClienteCompleto } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** The session's own tenant with its settings lists. */
export function getCliente(): Promise<ClienteCompleto> {
  return api<ClienteCompleto>('/cliente');
}

export function clienteQueryOptions() {
  return queryOptions({ queryKey: chaves.cliente(), queryFn: getCliente });
}

export function useCliente() {
  return useQuery(clienteQueryOptions());
}
