import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inserirInstanciaSchema } from '@wf/shared/schemas/instancia';
import type { Instancia } from '@wf/shared/types/instancia';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type NovaInstancia = z.input<typeof inserirInstanciaSchema>['Instancia'];

export interface RespostaInstanciaInserida {
  mensagem: string;
  Instancia: Instancia;
}

/** POST /api/instancias/inserir: the card lands in the flow's initial stage. */
export function inserirInstancia(Instancia: NovaInstancia): Promise<RespostaInstanciaInserida> {
  return api<RespostaInstanciaInserida>('/instancias/inserir', { method: 'POST', body: { Instancia } });
}

export function useInserirInstancia(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inserirInstancia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['fluxos', idFluxo] }),
  });
}
