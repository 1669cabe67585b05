import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { atualizarEtiquetaSchema } from '@wf/shared/schemas/etiqueta';
import type { RespostaEtiqueta } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { invalidarEtiquetas } from './get-etiquetas';

export type EtiquetaEditada = z.output<typeof atualizarEtiquetaSchema>['Etiqueta'];

export function atualizarEtiqueta(Etiqueta: EtiquetaEditada): Promise<RespostaEtiqueta> {
  return api<RespostaEtiqueta>('/etiquetas/atualizar', { method: 'PUT', body: { Etiqueta } });
}

export function useAtualizarEtiqueta(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: atualizarEtiqueta, onSuccess: () => invalidarEtiquetas(queryClient, idFluxo) });
}
