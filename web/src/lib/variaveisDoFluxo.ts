import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaVariaveis } from '@wf/shared/types/fluxo';
import { api } from './api';
import { chaves } from './chavesDeConsulta';

/**
 * GET /api/fluxos/variaveis/{idFluxo}/todos: every form field's variable name, the rich-text
 * editor's '{{' list (card comments and details; the rule editor's texts). In lib/ because more
 * than one feature offers it.
 */
export function buscarVariaveisDoFluxo(idFluxo: string): Promise<RespostaVariaveis> {
  return api<RespostaVariaveis>(`/fluxos/variaveis/${encodeURIComponent(idFluxo)}/todos`);
}

export function variaveisDoFluxoQueryOptions(idFluxo: string) {
  return queryOptions({
    queryKey: chaves.fluxos.variaveis(idFluxo),
    queryFn: () => buscarVariaveisDoFluxo(idFluxo),
    staleTime: 60_000,
    // A failed load is ignored: the list is just empty.
    meta: { silenciarErro: true },
  });
}

/** The variable names, [] while loading or when the load failed. */
export function useVariaveisDoFluxo(idFluxo: string): string[] {
  return useQuery(variaveisDoFluxoQueryOptions(idFluxo)).data?.listaVariaveis ?? [];
}
