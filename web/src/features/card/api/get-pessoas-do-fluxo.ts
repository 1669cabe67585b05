import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaUsuariosDoFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/fluxos/emails-usados-no-fluxo/{idFluxo}: responsible candidates and '@' mentions. */
export function buscarPessoasDoFluxo(idFluxo: string): Promise<RespostaUsuariosDoFluxo> {
  return api<RespostaUsuariosDoFluxo>(`/fluxos/emails-usados-no-fluxo/${encodeURIComponent(idFluxo)}`);
}

export function pessoasDoFluxoQueryOptions(idFluxo: string) {
  return queryOptions({
    // Same key and answer as the authorisations dialog's suggestions: one cache entry.
    queryKey: chaves.fluxos.pessoas(idFluxo),
    queryFn: () => buscarPessoasDoFluxo(idFluxo),
    staleTime: 60_000,
  });
}

export function usePessoasDoFluxo(idFluxo: string) {
  return useQuery(pessoasDoFluxoQueryOptions(idFluxo));
}
