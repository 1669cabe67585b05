import { useQuery } from '@tanstack/react-query';
import type { RespostaMetricasFluxo } from '@wf/shared/types/relatorio';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

export const buscarMetricas = (idFluxo: string): Promise<RespostaMetricasFluxo> =>
  api<RespostaMetricasFluxo>(`/fluxos/metricas/${encodeURIComponent(idFluxo)}`);

export function useMetricasFluxo(idFluxo: string) {
  return useQuery({ queryKey: chaves.fluxos.metricas(idFluxo), queryFn: () => buscarMetricas(idFluxo) });
}
