import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICACOES_POR_PAGINA } from '@wf/shared/constants/notificacoes';
import type { RespostaContagemNaoLidas, RespostaMarcarLidas, RespostaNotificacoes } from '@wf/shared/types/notificacao';
import { aplicarLeitura } from '../../../hooks/useNotificacoesDoCard';
import { api, mensagemDoErro } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';
import { toast } from '../../../lib/toast';

const BASE = '/notificacao-interna';

/** GET /api/notificacao-interna/count-nao-lidas: the bell's badge (refreshed by the notificacaoCriada event). */
export function useContagemNaoLidas() {
  return useQuery({
    queryKey: chaves.notificacoes.contagem(),
    queryFn: () => api<RespostaContagemNaoLidas>(`${BASE}/count-nao-lidas`),
    select: (r) => r.totalNaoLidas,
  });
}

/** GET /api/notificacao-interna/notificacoes-usuario?limite&cursor, newest first; fetched while the popover is open. */
export function useNotificacoes(ativa: boolean) {
  return useInfiniteQuery({
    queryKey: chaves.notificacoes.lista(),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limite: String(NOTIFICACOES_POR_PAGINA) });
      if (pageParam) params.set('cursor', pageParam);
      return api<RespostaNotificacoes>(`${BASE}/notificacoes-usuario?${params.toString()}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (pagina) => pagina.proximoCursor,
    enabled: ativa,
  });
}

export type Marcacao = { tipo: 'uma'; id: string } | { tipo: 'card'; idInstancia: string } | { tipo: 'todas' };

const caminhoDaMarcacao = (m: Marcacao): string => {
  switch (m.tipo) {
    case 'uma':
      return `${BASE}/marca-como-lida/${encodeURIComponent(m.id)}`;
    case 'card':
      return `${BASE}/marca-como-lida-instancia/${encodeURIComponent(m.idInstancia)}`;
    case 'todas':
      return `${BASE}/marca-todas-como-lida`;
  }
};

/** The three mark-read routes; the answer updates the badges and the list (aplicarLeitura). */
export function useMarcarLidas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (m: Marcacao) => api<RespostaMarcarLidas>(caminhoDaMarcacao(m), { method: 'POST' }),
    onSuccess: (r) => aplicarLeitura(queryClient, r),
    onError: (e) => toast.erro(mensagemDoErro(e)),
  });
}
