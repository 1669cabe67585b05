import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaListaEtapas, RespostaListaFluxos } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/fluxos/buscar: the other flows; the same key as the flow list, so the cache is shared. */
export function buscarFluxos(): Promise<RespostaListaFluxos> {
  return api<RespostaListaFluxos>('/fluxos/buscar');
}

export function fluxosQueryOptions() {
  return queryOptions({ queryKey: chaves.fluxos.lista(), queryFn: buscarFluxos });
}

/** Flows that may receive cards: active, other than the current one, permitirReceberCards S. */
export function useFluxosDestino(idFluxoAtual: string, habilitado: boolean) {
  return useQuery({
    ...fluxosQueryOptions(),
    enabled: habilitado,
    select: (dados) =>
      dados.listaFluxos.filter((f) => f.id !== idFluxoAtual && f.arquivado !== 'S' && f.permitirReceberCards === 'S'),
  });
}

/** GET /api/etapas/etapas-fluxo/{idFluxo}: the stages of the destination flow. */
export function buscarEtapasFluxo(idFluxo: string): Promise<RespostaListaEtapas> {
  return api<RespostaListaEtapas>(`/etapas/etapas-fluxo/${encodeURIComponent(idFluxo)}`);
}

export function etapasFluxoQueryOptions(idFluxo: string) {
  return queryOptions({ queryKey: chaves.fluxos.etapas(idFluxo), queryFn: () => buscarEtapasFluxo(idFluxo) });
}

export function useEtapasFluxo(idFluxo: string | null) {
  return useQuery({ ...etapasFluxoQueryOptions(idFluxo ?? ''), enabled: Boolean(idFluxo) });
}
