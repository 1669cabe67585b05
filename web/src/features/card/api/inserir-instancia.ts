import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inserirInstanciaSchema } from '@wf/shared/schemas/instancia';
import type { RespostaInstanciaAlterada } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { aposCriarCard } from '../../../lib/atualizacoesCards';

export type NovaInstancia = z.input<typeof inserirInstanciaSchema>['Instancia'];

/** POST /api/instancias/inserir: the card lands in the flow's initial stage. */
export function inserirInstancia(Instancia: NovaInstancia): Promise<RespostaInstanciaAlterada> {
  return api<RespostaInstanciaAlterada>('/instancias/inserir', { method: 'POST', body: { Instancia } });
}

export function useInserirInstancia(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inserirInstancia,
    // The answer names the stage the card landed in: that column and the totals move.
    onSuccess: ({ Instancia }) => aposCriarCard(queryClient, idFluxo, Instancia.Etapa.id),
  });
}
