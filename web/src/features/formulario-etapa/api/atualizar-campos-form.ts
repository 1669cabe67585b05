import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type { RespostaEtapa } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';

export function atualizarCamposForm(idEtapa: string, listaCamposFormulario: CampoFormulario[]): Promise<RespostaEtapa> {
  return api<RespostaEtapa>(`/etapas/atualizar-campos-form/${encodeURIComponent(idEtapa)}`, {
    method: 'POST',
    body: { listaCamposFormulario },
  });
}

export function useAtualizarCamposForm(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idEtapa, lista }: { idEtapa: string; lista: CampoFormulario[] }) =>
      atualizarCamposForm(idEtapa, lista),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
  });
}
