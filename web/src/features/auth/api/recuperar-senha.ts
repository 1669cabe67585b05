import { useMutation } from '@tanstack/react-query';
import type { novaSenhaSchema } from '@wf/shared/schemas/usuario';
import type { RespostaMensagem } from '@wf/shared/types/sessao';
import type * as z from 'zod';
import { api } from '../../../lib/api';

export type RecuperarSenhaPayload = z.infer<typeof novaSenhaSchema>;

export function recuperarSenha(payload: RecuperarSenhaPayload): Promise<RespostaMensagem> {
  return api<RespostaMensagem>('/usuario/recuperarsenha', { method: 'PATCH', body: payload, sigla: payload.customer });
}

export function useRecuperarSenha() {
  return useMutation({ mutationFn: recuperarSenha });
}
