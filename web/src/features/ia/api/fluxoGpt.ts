import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';
import type { PropostaEmRevisao } from '../utils/propostaFluxo';
import { corpoInserirByGpt } from '../utils/propostaFluxo';

/** The answer of POST /api/fluxos/inserir-by-gpt: the created flow (201). */
export interface RespostaInserirByGpt {
  Fluxo?: { id: string };
  id?: string;
  idFluxo?: string;
  mensagem?: string;
}

export const idDoFluxoCriado = (r: RespostaInserirByGpt): string => r.Fluxo?.id ?? r.idFluxo ?? r.id ?? '';

/** Creates the reviewed flow: stages, links and forms in one call. */
export function useInserirFluxoGpt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposta: PropostaEmRevisao) =>
      api<RespostaInserirByGpt>('/fluxos/inserir-by-gpt', { method: 'POST', body: corpoInserirByGpt(proposta) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chaves.fluxos.lista() }),
    meta: { silenciarErro: true },
  });
}
