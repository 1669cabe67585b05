import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginPayload } from '@wf/shared/schemas/auth';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaveSessao } from '../../../lib/sessao';
import { gravarSigla } from '../../../lib/siglaCliente';

export function login(sigla: string, payload: LoginPayload): Promise<RespostaSessao> {
  return api<RespostaSessao>('/auth/local', { method: 'POST', body: payload, sigla });
}

/** A successful login makes this tenant the stored one and primes its session for the guard. */
export function useLogin(sigla: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LoginPayload) => login(sigla, payload),
    onSuccess: (sessao) => {
      queryClient.setQueryData<RespostaSessao>(chaveSessao(sessao.cliente.sigla), sessao);
      gravarSigla(sessao.cliente.sigla);
    },
    // The form shows the failure next to the fields.
    meta: { silenciarErro: true },
  });
}
