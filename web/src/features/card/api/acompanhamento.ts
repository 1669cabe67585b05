import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { aposEditarCard } from '../../../lib/atualizacoesCards';

/** Follow toggle: POST /api/instancia/acompanhamento/inserir, DELETE /api/instancia/acompanhamento/excluir/{idInstancia}. */
export function seguirCard(idInstancia: string): Promise<unknown> {
  return api('/instancia/acompanhamento/inserir', { method: 'POST', body: { idInstancia } });
}

export function deixarDeSeguirCard(idInstancia: string): Promise<unknown> {
  return api(`/instancia/acompanhamento/excluir/${encodeURIComponent(idInstancia)}`, { method: 'DELETE' });
}

export function useAlternarAcompanhamento(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seguir: boolean) => (seguir ? seguirCard(idInstancia) : deixarDeSeguirCard(idInstancia)),
    onSuccess: () => aposEditarCard(queryClient, idInstancia, idFluxo),
  });
}
