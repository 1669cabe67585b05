import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** The signed-in user, fresh from the server (with tokenAPI and a current photo URL). */
export function getMinhaConta(): Promise<UsuarioSessao> {
  return api<UsuarioSessao>('/usuario/buscar');
}

export function minhaContaQueryOptions() {
  return queryOptions({ queryKey: chaves.minhaConta(), queryFn: getMinhaConta });
}

export function useMinhaConta() {
  return useQuery(minhaContaQueryOptions());
}
