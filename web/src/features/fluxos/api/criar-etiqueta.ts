import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inserirEtiquetaSchema } from '@wf/shared/schemas/etiqueta';
import type { RespostaEtiqueta } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { invalidarEtiquetas } from './get-etiquetas';

export type NovaEtiqueta = z.output<typeof inserirEtiquetaSchema>['Etiqueta'];

export function inserirEtiqueta(Etiqueta: NovaEtiqueta): Promise<RespostaEtiqueta> {
  return api<RespostaEtiqueta>('/etiquetas/inserir', { method: 'POST', body: { Etiqueta } });
}

export function useCriarEtiqueta(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inserirEtiqueta, onSuccess: () => invalidarEtiquetas(queryClient, idFluxo) });
}
