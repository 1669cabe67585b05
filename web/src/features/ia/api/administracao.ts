import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';
import type { ConfiguracaoIa, UsoIa } from '@wf/shared/schemas/ia';

export type { ConfiguracaoIa, UsoIa };

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
