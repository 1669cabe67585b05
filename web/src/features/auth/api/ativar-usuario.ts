import { useMutation } from '@tanstack/react-query';
import type { hashClienteSchema } from '@wf/shared/schemas/usuario';
import type { RespostaMensagem } from '@wf/shared/types/sessao';
import type * as z from 'zod';
import { api } from '../../../lib/api';

export type AtivarUsuarioPayload = z.infer<typeof hashClienteSchema>;

export function ativarUsuario(payload: AtivarUsuarioPayload): Promise<RespostaMensagem> {
  return api<RespostaMensagem>('/usuario/ativarusuario', { method: 'PATCH', body: payload, sigla: payload.customer });
}

export function useAtivarUsuario() {
  return useMutation({ mutationFn: ativarUsuario });
}
