import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvidarUsuario } from '@wf/shared/schemas/administracao';
import type { RespostaAtualizarUsuario } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

export function convidarUsuario(dados: ConvidarUsuario): Promise<RespostaAtualizarUsuario> {
  return api<RespostaAtualizarUsuario>('/usuario/convidar', { method: 'POST', body: dados });
}

export function reenviarConvite(id: string): Promise<RespostaAtualizarUsuario> {
  return api<RespostaAtualizarUsuario>('/usuario/reenviarConvite', { method: 'POST', body: { id } });
}

export function useConvidarUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convidarUsuario,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chaves.usuarios.todos() }),
  });
}

export function useReenviarConvite() {
  return useMutation({ mutationFn: reenviarConvite });
}
