import { useMutation } from '@tanstack/react-query';
import type { esqueciSenhaSchema } from '@wf/shared/schemas/usuario';
import type { RespostaMensagem } from '@wf/shared/types/sessao';
import type * as z from 'zod';
import { api } from '../../../lib/api';

export type EsqueciSenhaPayload = z.infer<typeof esqueciSenhaSchema> & { sigla: string };

export function esqueciSenha({ sigla, email, tokenCliente }: EsqueciSenhaPayload): Promise<RespostaMensagem> {
  return api<RespostaMensagem>('/usuario/esquecisenha', { method: 'POST', body: { email, tokenCliente }, sigla });
}

export function useEsqueciSenha() {
  return useMutation({ mutationFn: esqueciSenha });
}
