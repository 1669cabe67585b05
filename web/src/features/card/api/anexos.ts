import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Anexo, RespostaAnexos, UploadConcedido } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { aposAlterarElementoDoCard } from '../../../lib/atualizacoesCards';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/instancia/anexos/buscar-por-instancia/{id} (download URLs are short-lived). */
export function buscarAnexos(idInstancia: string): Promise<RespostaAnexos> {
  return api<RespostaAnexos>(`/instancia/anexos/buscar-por-instancia/${encodeURIComponent(idInstancia)}`);
}

export function anexosQueryOptions(idInstancia: string) {
  return queryOptions({
    queryKey: chaves.card.anexos(idInstancia),
    queryFn: () => buscarAnexos(idInstancia),
    staleTime: 60_000,
  });
}

export function useAnexos(idInstancia: string) {
  return useQuery(anexosQueryOptions(idInstancia));
}

/**
 * POST /api/instancia/anexos/solicitar-upload/{idInstancia}: step one (413 when too large). With
 * `nomeVariavel` the file goes to that attachment field of the card's stage form (its limits apply).
 */
export function solicitarUpload(
  idInstancia: string,
  arquivo: { nomeArquivo: string; tipoMime: string; tamanho: number; nomeVariavel?: string },
): Promise<UploadConcedido> {
  return api<UploadConcedido>(`/instancia/anexos/solicitar-upload/${encodeURIComponent(idInstancia)}`, {
    method: 'POST',
    body: arquivo,
  });
}

/** POST /api/instancia/anexos/confirmar/{idAnexo}?idInstancia=: step three, after the PUT to storage. */
export function confirmarAnexo(idInstancia: string, idAnexo: string): Promise<{ Anexo: Anexo }> {
  return api<{ Anexo: Anexo }>(
    `/instancia/anexos/confirmar/${encodeURIComponent(idAnexo)}?idInstancia=${encodeURIComponent(idInstancia)}`,
    {
      method: 'POST',
    },
  );
}

/** DELETE /api/instancia/anexos/excluir/{idAnexo}?idInstancia= */
export function excluirAnexo(idInstancia: string, idAnexo: string): Promise<unknown> {
  return api(
    `/instancia/anexos/excluir/${encodeURIComponent(idAnexo)}?idInstancia=${encodeURIComponent(idInstancia)}`,
    {
      method: 'DELETE',
    },
  );
}

export function useInvalidarAnexos(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return () =>
    aposAlterarElementoDoCard(queryClient, {
      idInstancia,
      idFluxo,
      elemento: chaves.card.anexos(idInstancia),
      naLista: false,
    });
}

export function useExcluirAnexo(idInstancia: string, idFluxo: string) {
  const invalidar = useInvalidarAnexos(idInstancia, idFluxo);
  return useMutation({ mutationFn: (idAnexo: string) => excluirAnexo(idInstancia, idAnexo), onSuccess: invalidar });
}
