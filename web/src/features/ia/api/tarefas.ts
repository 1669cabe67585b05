import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';
import { tarefaTerminou } from '../utils/tarefa';
import type { TarefaIa, TarefaIaAceita, TipoTarefaIa } from './tipos';

const BASE = '/chatgpt';

/** Polling while a task runs: the socket's iaTarefaAtualizada refreshes sooner when it is open. */
export const INTERVALO_CONSULTA_TAREFA_MS = 1_500;

/** POST /api/chatgpt/{tipo}: answers 202 with the task at once (or a 4xx with the reason). */
export function iniciarTarefaIa(tipo: TipoTarefaIa, corpo: unknown): Promise<TarefaIaAceita> {
  return api<TarefaIaAceita>(`${BASE}/${tipo}`, { method: 'POST', body: corpo });
}

/** The recording goes as multipart `file`, with the hints that help the transcription. */
export function iniciarTranscricao(audio: Blob, promptsAdicionais: string): Promise<TarefaIaAceita> {
  const formulario = new FormData();
  formulario.append('file', audio, 'gravacao.webm');
  formulario.append('promptsAdicionais', promptsAdicionais);
  return api<TarefaIaAceita>(`${BASE}/transcrever-audio`, { method: 'POST', body: formulario });
}

export const buscarTarefaIa = (idTarefa: string): Promise<TarefaIa> =>
  api<TarefaIa>(`${BASE}/tarefas/${encodeURIComponent(idTarefa)}`);

/**
 * Follows one task to its end: read at once, again on each iaTarefaAtualizada of this person
 * (the event invalidates this key) and every INTERVALO_CONSULTA_TAREFA_MS as a fallback while
 * the socket is away. Stops polling once the task ended.
 */
export function useTarefaIa(idTarefa: string | null) {
  return useQuery({
    queryKey: chaves.ia.tarefa(idTarefa ?? ''),
    queryFn: () => buscarTarefaIa(idTarefa ?? ''),
    enabled: idTarefa !== null,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && tarefaTerminou(q.state.data) ? false : INTERVALO_CONSULTA_TAREFA_MS),
    // The panel shows the failure where the request was made.
    meta: { silenciarErro: true },
  });
}
