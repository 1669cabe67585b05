import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidarCard } from './get-instancia';

/** PUT /api/instancia/formulario/atualizar/{id}: the values of the card's current stage form. */
export function atualizarFormulario(idInstancia: string, newValuesFormulario: Record<string, unknown>): Promise<{ mensagem?: string }> {
  return api<{ mensagem?: string }>(`/instancia/formulario/atualizar/${encodeURIComponent(idInstancia)}`, {
    method: 'PUT',
    body: { newValuesFormulario },
  });
}

export function useAtualizarFormulario(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (valores: Record<string, unknown>) => atualizarFormulario(idInstancia, valores),
    onSuccess: () => invalidarCard(queryClient, idInstancia, idFluxo),
  });
}
