import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mensagensEtapa } from '@wf/shared/schemas/etapa';
import type { RespostaImportacaoConfig } from '@wf/shared/types/fluxo';
import { api, ApiError, ehSessaoExpirada } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { toast } from '../../../lib/toast';

export function importarConfigEtapa(idEtapa: string, configEtapa: unknown): Promise<RespostaImportacaoConfig> {
  return api<RespostaImportacaoConfig>(`/etapas/import-config-etapa/${encodeURIComponent(idEtapa)}`, {
    method: 'POST',
    body: { configEtapa },
  });
}

export function useImportarConfigEtapa(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idEtapa, configEtapa }: { idEtapa: string; configEtapa: unknown }) =>
      importarConfigEtapa(idEtapa, configEtapa),
    // The default failure message when the server gives none of its own.
    meta: { silenciarErro: true },
    onError: (erro) => {
      if (ehSessaoExpirada(erro)) return;
      const doServidor = erro instanceof ApiError && erro.status >= 400 && erro.status < 500;
      toast.erro(doServidor ? erro.message : mensagensEtapa.erroImportar);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
  });
}
