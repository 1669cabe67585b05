import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagemFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { invalidarEtiquetas } from './get-etiquetas';

export function excluirEtiqueta(idEtiqueta: string): Promise<RespostaMensagemFluxo> {
  return api<RespostaMensagemFluxo>('/etiquetas/excluir', { method: 'POST', body: { idEtiqueta } });
}

export function useExcluirEtiqueta(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: excluirEtiqueta, onSuccess: () => invalidarEtiquetas(queryClient, idFluxo) });
}
