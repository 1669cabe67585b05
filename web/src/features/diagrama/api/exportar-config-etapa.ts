import { useMutation } from '@tanstack/react-query';
import type { ConfigEtapaArquivo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';

export function exportarConfigEtapa(idEtapa: string): Promise<ConfigEtapaArquivo> {
  return api<ConfigEtapaArquivo>(`/etapas/export-config-etapa/${encodeURIComponent(idEtapa)}`);
}

/** A one-off download, so a mutation (no cache): the caller saves the answer as a file. */
export function useExportarConfigEtapa() {
  return useMutation({ mutationFn: exportarConfigEtapa });
}
