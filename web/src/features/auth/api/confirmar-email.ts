import { useMutation } from '@tanstack/react-query';
import type { ConfirmarEmail } from '@wf/shared/schemas/usuario';
import type { RespostaMensagem } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';

/** PATCH /usuario/confirmaremail: the sign-up confirmation link plus the password chosen at sign-up. */
export function confirmarEmail(payload: ConfirmarEmail): Promise<RespostaMensagem> {
  return api<RespostaMensagem>('/usuario/confirmaremail', { method: 'PATCH', body: payload, sigla: payload.customer });
}

export function useConfirmarEmail() {
  return useMutation({ mutationFn: confirmarEmail });
}
