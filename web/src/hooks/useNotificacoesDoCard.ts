import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RespostaContagemNaoLidas, RespostaNaoLidasPorCard } from '@wf/shared/types/notificacao';
import { useEffect } from 'react';
import { api } from '../lib/api';
import { chaves } from '../lib/chavesDeConsulta';

const BASE = '/notificacao-interna';

/**
 * The person's unread notifications about one card (the board tile's badge). Every tile watches
 * the same query (one request per board); the realtime notification events refresh it with the bell.
 */
export function useNaoLidasDoCard(idInstancia: string): number {
  const { data } = useQuery({
    queryKey: chaves.notificacoes.porCard(),
    queryFn: () => api<RespostaNaoLidasPorCard>(`${BASE}/nao-lidas-por-instancia`),
    select: (r) => r.naoLidasPorInstancia[idInstancia] ?? 0,
    staleTime: 30_000,
  });
  return data ?? 0;
}

/**
 * After any mark-read call (the bell's or a card opened): the answer's count goes straight to the
 * bell's badge, then the bell's list and the tiles' badges refetch.
 */
export function aplicarLeitura(queryClient: QueryClient, { totalNaoLidas }: RespostaContagemNaoLidas) {
  queryClient.setQueryData<RespostaContagemNaoLidas>(chaves.notificacoes.contagem(), { totalNaoLidas });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chaves.notificacoes.lista() }),
    queryClient.invalidateQueries({ queryKey: chaves.notificacoes.porCard() }),
  ]);
}

/**
 * Opening a card reads its notifications, as the bell's own link does: once per card opened, the
 * server marks the person's unread ones about it (a card without any writes nothing) and the
 * bell's count and the badges follow.
 */
export function useLerNotificacoesAoAbrir(idInstancia: string): void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (id: string) =>
      api<RespostaContagemNaoLidas>(`${BASE}/marca-como-lida-instancia/${encodeURIComponent(id)}`, { method: 'POST' }),
    onSuccess: (r) => aplicarLeitura(queryClient, r),
  });
  useEffect(() => {
    mutate(idInstancia);
  }, [idInstancia, mutate]);
}
