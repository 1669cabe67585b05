import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { atualizarInstanciaSchema } from '@wf/shared/schemas/instancia';
import type * as z from 'zod';
import type { RespostaInstanciaAlterada } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { aposEditarCard } from '../../../lib/atualizacoesCards';

export type AlteracaoInstancia = z.input<typeof atualizarInstanciaSchema>;

/** PUT /api/instancias/atualizar/{id}: title, details or due date (absent keys are kept). */
export function atualizarInstancia(
  idInstancia: string,
  alteracao: AlteracaoInstancia,
): Promise<RespostaInstanciaAlterada> {
  return api<RespostaInstanciaAlterada>(`/instancias/atualizar/${encodeURIComponent(idInstancia)}`, {
    method: 'PUT',
    body: alteracao,
  });
}

export function useAtualizarInstancia(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alteracao: AlteracaoInstancia) => atualizarInstancia(idInstancia, alteracao),
    onSuccess: () => aposEditarCard(queryClient, idInstancia, idFluxo),
  });
}
