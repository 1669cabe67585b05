import { useMutation, useQuery } from '@tanstack/react-query';
import type { RespostaJob } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

export interface MovimentoEmMassa {
  idEtapaOrigem: string;
  idEtapaDestino: string;
}

/**
 * PATCH /api/instancias/mover (bulk): 202 with a job that moves the cards in the background, or
 * 422 with every incomplete card (nothing moves). The columns are refreshed when the job ends.
 */
export function moverTodosCards(dados: MovimentoEmMassa): Promise<RespostaJob> {
  return api<RespostaJob>('/instancias/mover', { method: 'PATCH', body: dados });
}

export function useMoverTodosCards() {
  return useMutation({
    mutationFn: moverTodosCards,
    // The caller shows the errors dialog or the message.
    meta: { silenciarErro: true },
  });
}

/** Polling interval of a running job: the socket would push it, but the SPA does not open it yet. */
const INTERVALO_JOB_MS = 1000;

/** GET /api/instancias/jobs/{id}, polled until the job ends (concluido or falhou). */
export function useJob(idJob: string | null) {
  return useQuery({
    queryKey: chaves.job(idJob ?? ''),
    queryFn: () => api<RespostaJob>(`/instancias/jobs/${idJob}`),
    enabled: idJob !== null,
    refetchInterval: (q) => {
      const status = q.state.data?.Job.status;
      return status === 'concluido' || status === 'falhou' ? false : INTERVALO_JOB_MS;
    },
  });
}
