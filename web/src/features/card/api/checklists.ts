import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checklist, RespostaChecklists } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { aposAlterarElementoDoCard } from '../../../lib/atualizacoesCards';
import { chaves } from '../../../lib/chavesDeConsulta';

export type JsonChecklist = Checklist['jsonChecklist'];

/** GET /api/instancia/checklists/buscar-por-instancia/{id} */
export function buscarChecklists(idInstancia: string): Promise<RespostaChecklists> {
  return api<RespostaChecklists>(`/instancia/checklists/buscar-por-instancia/${encodeURIComponent(idInstancia)}`);
}

export function checklistsQueryOptions(idInstancia: string) {
  return queryOptions({
    queryKey: chaves.card.checklists(idInstancia),
    queryFn: () => buscarChecklists(idInstancia),
  });
}

export function useChecklists(idInstancia: string) {
  return useQuery(checklistsQueryOptions(idInstancia));
}

/** POST /api/instancia/checklists/inserir */
export function inserirChecklist(idInstancia: string, jsonChecklist: JsonChecklist): Promise<unknown> {
  return api('/instancia/checklists/inserir', { method: 'POST', body: { idInstancia, jsonChecklist } });
}

/** PUT /api/instancia/checklists/atualizar?idInstancia= */
export function atualizarChecklists(
  idInstancia: string,
  lista: Array<{ id: string; jsonChecklist: JsonChecklist }>,
): Promise<unknown> {
  return api(`/instancia/checklists/atualizar?idInstancia=${encodeURIComponent(idInstancia)}`, {
    method: 'PUT',
    body: lista,
  });
}

/** DELETE /api/instancia/checklists/excluir/{id}?idInstancia= */
export function excluirChecklist(idInstancia: string, idChecklist: string): Promise<unknown> {
  return api(
    `/instancia/checklists/excluir/${encodeURIComponent(idChecklist)}?idInstancia=${encodeURIComponent(idInstancia)}`,
    {
      method: 'DELETE',
    },
  );
}

function useAoAlterar(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return () =>
    aposAlterarElementoDoCard(queryClient, {
      idInstancia,
      idFluxo,
      elemento: chaves.card.checklists(idInstancia),
      naLista: false,
    });
}

export function useInserirChecklist(idInstancia: string, idFluxo: string) {
  const aoAlterar = useAoAlterar(idInstancia, idFluxo);
  return useMutation({
    mutationFn: (json: JsonChecklist) => inserirChecklist(idInstancia, json),
    onSuccess: aoAlterar,
  });
}

/**
 * Item edits are applied to the cache at once (checking an item must feel instant) and rolled
 * back when the server refuses. Each edit sends the whole checklist, so the card's edits go to
 * the server one after another (a mutation scope), in the order they were made: sent at once, a
 * check made while the previous edit (pasted items) was still on its way could be applied first
 * and then overwritten by it, and the check was lost after a reload. The optimistic edit itself
 * is not held back (onMutate runs at once); the cache is refetched when the last edit settles.
 */
export function useAtualizarChecklist(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  const aoAlterar = useAoAlterar(idInstancia, idFluxo);
  const chave = checklistsQueryOptions(idInstancia).queryKey;
  const mutationKey = ['atualizar-checklist', idInstancia];
  return useMutation({
    mutationKey,
    scope: { id: `checklists:${idInstancia}` },
    mutationFn: (checklist: { id: string; jsonChecklist: JsonChecklist }) =>
      atualizarChecklists(idInstancia, [checklist]),
    onMutate: async (checklist) => {
      await queryClient.cancelQueries({ queryKey: chave });
      const anterior = queryClient.getQueryData(chave);
      queryClient.setQueryData(chave, (dados) =>
        dados
          ? {
              listaChecklists: dados.listaChecklists.map((c) =>
                c.id === checklist.id ? { ...c, jsonChecklist: checklist.jsonChecklist } : c,
              ),
            }
          : dados,
      );
      return { anterior };
    },
    onError: (_erro, _checklist, contexto) => {
      if (contexto?.anterior) queryClient.setQueryData(chave, contexto.anterior);
    },
    // An edit still queued behind this one is in the cache already: a refetch now would show the
    // server without it until it is sent. This one still counts while it settles.
    onSettled: () => (queryClient.isMutating({ mutationKey }) > 1 ? undefined : aoAlterar()),
  });
}

export function useExcluirChecklist(idInstancia: string, idFluxo: string) {
  const aoAlterar = useAoAlterar(idInstancia, idFluxo);
  return useMutation({
    mutationFn: (idChecklist: string) => excluirChecklist(idInstancia, idChecklist),
    onSuccess: aoAlterar,
  });
}
