import { useMutation } from '@tanstack/react-query';
import type { TipoOrdenacao } from '@wf/shared/constants/cards';
import type { RespostaJob } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';

export interface OrdenacaoEtapa {
  idEtapa: string;
  tipoOrdenacao: TipoOrdenacao;
}

/**
 * PATCH /api/instancias/ordenar-na-etapa: 202 with a job that rewrites the stage's order in the
 * background; the board shows its progress (ProgressoJob) and refreshes the column at its end.
 */
export function ordenarCards(dados: OrdenacaoEtapa): Promise<RespostaJob> {
  return api<RespostaJob>('/instancias/ordenar-na-etapa', { method: 'PATCH', body: dados });
}

export function useOrdenarCards() {
  return useMutation({ mutationFn: ordenarCards });
}
