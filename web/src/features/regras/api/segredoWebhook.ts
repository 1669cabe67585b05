import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SegredoWebhookRegra, SegredoWebhookRotacionado } from '@wf/shared/schemas/segredoWebhookRegra';
import { api } from '../../../lib/api';

/** The signing secret of one rule's webhook (only who may save the rule reads or rotates it). */
const chave = (idRegra: string) => ['regras', 'segredo-webhook', idRegra] as const;

/** GET /api/fluxo/regras/segredo-webhook/{id}: loaded only when asked (it is a secret). */
export function useSegredoWebhookRegra(idRegra: string, ativo: boolean) {
  return useQuery({
    queryKey: chave(idRegra),
    queryFn: () => api<SegredoWebhookRegra>(`/fluxo/regras/segredo-webhook/${encodeURIComponent(idRegra)}`),
    enabled: ativo,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** POST /api/fluxo/regras/segredo-webhook/rotacionar: the new secret replaces the one shown. */
export function useRotacionarSegredoWebhookRegra(idRegra: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<SegredoWebhookRotacionado>('/fluxo/regras/segredo-webhook/rotacionar', { method: 'POST', body: { idRegra } }),
    onSuccess: (r) => qc.setQueryData(chave(idRegra), { segredo: r.segredo }),
  });
}
