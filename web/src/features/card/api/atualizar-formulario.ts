import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaInstanciaAlterada } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { aposEditarCard } from '../../../lib/atualizacoesCards';
import { chaves } from '../../../lib/chavesDeConsulta';

/**
 * PUT /api/instancia/formulario/atualizar/{id}: the values of the card's current stage form, or
 * of an earlier stage's form (`idEtapa`; the server checks the person may edit that stage).
 */
export function atualizarFormulario(
  idInstancia: string,
  newValuesFormulario: Record<string, unknown>,
  idEtapa?: string,
): Promise<RespostaInstanciaAlterada> {
  return api<RespostaInstanciaAlterada>(`/instancia/formulario/atualizar/${encodeURIComponent(idInstancia)}`, {
    method: 'PUT',
    body: idEtapa ? { newValuesFormulario, idEtapa } : { newValuesFormulario },
  });
}

export function useAtualizarFormulario(idInstancia: string, idFluxo: string, idEtapa?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (valores: Record<string, unknown>) => atualizarFormulario(idInstancia, valores, idEtapa),
    // Values are shared by variable name: the earlier stages' sections may show the same ones.
    onSuccess: () =>
      Promise.all([
        aposEditarCard(queryClient, idInstancia, idFluxo),
        queryClient.invalidateQueries({ queryKey: chaves.card.etapasAnteriores(idInstancia) }),
      ]),
  });
}
