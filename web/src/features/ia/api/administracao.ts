import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** The tenant's AI settings: on/off and the monthly token budget (0 or null: no budget). */
export interface ConfiguracaoIa {
  ativo: boolean;
  orcamentoMensalTokens: number | null;
}

export interface UsoPorPessoa {
  usuarioId?: string;
  email: string;
  nome?: string | null;
  tokens: number;
  pedidos?: number;
}

/** GET /api/ia/uso?mes=YYYY-MM */
export interface UsoIa {
  mes: string;
  tokens: number;
  pedidos?: number;
  orcamentoMensalTokens?: number | null;
  porPessoa: UsoPorPessoa[];
}

export function useConfiguracaoIa() {
  return useQuery({
    queryKey: chaves.ia.configuracao(),
    queryFn: () => api<ConfiguracaoIa>('/ia/configuracao'),
    meta: { silenciarErro: true },
  });
}

export function useSalvarConfiguracaoIa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (configuracao: ConfiguracaoIa) =>
      api<ConfiguracaoIa>('/ia/configuracao', { method: 'PUT', body: configuracao }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ia'] }),
  });
}

export function useUsoIa(mes: string) {
  return useQuery({
    queryKey: chaves.ia.uso(mes),
    queryFn: () => api<UsoIa>(`/ia/uso?mes=${encodeURIComponent(mes)}`),
    meta: { silenciarErro: true },
  });
}
