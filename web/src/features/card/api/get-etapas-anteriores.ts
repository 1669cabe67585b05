import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaEtapasAnteriores } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/instancia/formulario/etapas-anteriores/{id}: the forms of the stages the card went through. */
export function buscarEtapasAnteriores(idInstancia: string): Promise<RespostaEtapasAnteriores> {
  return api<RespostaEtapasAnteriores>(`/instancia/formulario/etapas-anteriores/${encodeURIComponent(idInstancia)}`);
}

export function etapasAnterioresQueryOptions(idInstancia: string) {
  return queryOptions({
    queryKey: chaves.card.etapasAnteriores(idInstancia),
    queryFn: () => buscarEtapasAnteriores(idInstancia),
  });
}

/** Read once the card itself is shown (same 403/404 as the card, which the modal handles). */
export function useEtapasAnteriores(idInstancia: string, habilitado: boolean) {
  return useQuery({ ...etapasAnterioresQueryOptions(idInstancia), enabled: habilitado });
}
