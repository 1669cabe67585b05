import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagem } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { aposExcluirCard } from '../../../lib/atualizacoesCards';

/** DELETE /api/instancias/excluir/{id} (author only). */
export function excluirInstancia(idInstancia: string): Promise<RespostaMensagem> {
  return api<RespostaMensagem>(`/instancias/excluir/${encodeURIComponent(idInstancia)}`, { method: 'DELETE' });
}

export function useExcluirInstancia(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => excluirInstancia(idInstancia),
    onSuccess: () => aposExcluirCard(queryClient, idInstancia, idFluxo),
  });
}
