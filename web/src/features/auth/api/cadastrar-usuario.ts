import { useMutation } from '@tanstack/react-query';
import type { CadastroUsuario } from '@wf/shared/schemas/usuario';
import type { RespostaMensagem } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';

export interface CadastrarUsuarioPayload {
  sigla: string;
  tokenCliente: string;
  Usuario: CadastroUsuario;
}

export function cadastrarUsuario({ sigla, tokenCliente, Usuario }: CadastrarUsuarioPayload): Promise<RespostaMensagem> {
  return api<RespostaMensagem>('/usuario/inserir', { method: 'POST', body: { tokenCliente, Usuario }, sigla });
}

export function useCadastrarUsuario() {
  return useMutation({ mutationFn: cadastrarUsuario });
}
