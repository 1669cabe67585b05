import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaInstanciaAlterada } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { aposEditarCard } from '../../../lib/atualizacoesCards';

/** PUT /api/instancia/formulario/atualizar/{id}: the values of the card's current stage form. */
export function atualizarFormulario(idInstancia: string, newValuesFormulario: Record<string, unknown>): Promise<RespostaInstanciaAlterada> {
  return api<RespostaInstanciaAlterada>(`/instancia/formulario/atualizar/${encodeURIComponent(idInstancia)}`, {
    method: 'PUT',
    body: { newValuesFormulario },
  });
}

export function useAtualizarFormulario(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (valores: Record<string, unknown>) => atualizarFormulario(idInstancia, valores),
    onSuccess: () => aposEditarCard(queryClient, idInstancia, idFluxo),
  });
}
