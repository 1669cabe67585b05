import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RespostaUsuariosOrg, UsuarioOrg, vincularUsuarioOrgSchema } from '@wf/shared/schemas/organograma';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** The people linked to a unit, and linking and unlinking them. */
export type NovoVinculo = z.input<typeof vincularUsuarioOrgSchema>;

export function buscarPessoasDaUnidade(idOrg: string): Promise<RespostaUsuariosOrg> {
  return api<RespostaUsuariosOrg>(`/organograma/buscar-usuarios/${encodeURIComponent(idOrg)}`);
}

export function pessoasDaUnidadeQueryOptions(idOrg: string) {
  return queryOptions({
    queryKey: chaves.organograma.usuarios(idOrg),
    queryFn: () => buscarPessoasDaUnidade(idOrg),
    meta: { silenciarErro: true },
  });
}

export function usePessoasDaUnidade(idOrg: string) {
  return useQuery(pessoasDaUnidadeQueryOptions(idOrg));
}

/** A link changes the unit's people and the tree's counts (of this unit, or its sub-units too). */
function useRecarregar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chaves.organograma.todos() });
}

export function useVincularPessoa() {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: (dados: NovoVinculo) =>
      api<{ mensagem: string; UsuarioOrg: UsuarioOrg }>('/organograma/vincular-usuario', {
        method: 'POST',
        body: dados,
      }),
    onSuccess: recarregar,
  });
}

export function useDesvincularPessoa() {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: (idUsuarioOrg: string) =>
      api<{ mensagem: string }>('/organograma/desvincular-usuario', { method: 'DELETE', body: { idUsuarioOrg } }),
    onSuccess: recarregar,
  });
}
