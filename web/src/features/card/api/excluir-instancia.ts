import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { instanciaQueryOptions } from './get-instancia';

/** DELETE /api/instancias/excluir/{id} (author only). */
export function excluirInstancia(idInstancia: string): Promise<{ mensagem?: string }> {
  return api<{ mensagem?: string }>(`/instancias/excluir/${encodeURIComponent(idInstancia)}`, { method: 'DELETE' });
}

export function useExcluirInstancia(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => excluirInstancia(idInstancia),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: instanciaQueryOptions(idInstancia).queryKey });
      return queryClient.invalidateQueries({ queryKey: ['fluxos', idFluxo] });
    },
  });
}
