import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITES_CARD } from '@wf/shared/constants/cards';
import type { RespostaComentarios } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { aposAlterarElementoDoCard } from '../../../lib/atualizacoesCards';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/instancia/comentarios/buscar-por-instancia/{id}?cursor&count=20 (newest first). */
export function buscarComentarios(idInstancia: string, cursor: string | null): Promise<RespostaComentarios> {
  const params = new URLSearchParams({ count: String(LIMITES_CARD.comentariosPorPagina) });
  if (cursor) params.set('cursor', cursor);
  return api<RespostaComentarios>(
    `/instancia/comentarios/buscar-por-instancia/${encodeURIComponent(idInstancia)}?${params.toString()}`,
  );
}

export function comentariosQueryOptions(idInstancia: string) {
  return infiniteQueryOptions({
    queryKey: chaves.card.comentarios(idInstancia),
    queryFn: ({ pageParam }) => buscarComentarios(idInstancia, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (pagina) => pagina.proximoCursor,
  });
}

export function useComentarios(idInstancia: string) {
  return useInfiniteQuery(comentariosQueryOptions(idInstancia));
}

/** POST /api/instancia/comentarios/inserir */
export function inserirComentario(idInstancia: string, comentario: string): Promise<unknown> {
  return api('/instancia/comentarios/inserir', { method: 'POST', body: { idInstancia, comentario } });
}

/** DELETE /api/instancia/comentarios/excluir/{id}?idInstancia= (author only, not system comments). */
export function excluirComentario(idInstancia: string, idComentario: string): Promise<unknown> {
  return api(
    `/instancia/comentarios/excluir/${encodeURIComponent(idComentario)}?idInstancia=${encodeURIComponent(idInstancia)}`,
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
      elemento: chaves.card.comentarios(idInstancia),
      naLista: false,
    });
}

export function useInserirComentario(idInstancia: string, idFluxo: string) {
  const aoAlterar = useAoAlterar(idInstancia, idFluxo);
  return useMutation({ mutationFn: (html: string) => inserirComentario(idInstancia, html), onSuccess: aoAlterar });
}

export function useExcluirComentario(idInstancia: string, idFluxo: string) {
  const aoAlterar = useAoAlterar(idInstancia, idFluxo);
  return useMutation({
    mutationFn: (idComentario: string) => excluirComentario(idInstancia, idComentario),
    onSuccess: aoAlterar,
  });
}
