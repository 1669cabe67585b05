import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AtualizarUsuarioAdmin } from '@wf/shared/schemas/administracao';
import type { RespostaAtualizarUsuario } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaveSessao } from '../../../lib/sessao';
import { lerSigla } from '../../../lib/siglaCliente';
import { chaves } from '../../../lib/chavesDeConsulta';

export function atualizarUsuario(dados: AtualizarUsuarioAdmin): Promise<RespostaAtualizarUsuario> {
  return api<RespostaAtualizarUsuario>('/usuario/atualizarUsuario', { method: 'PUT', body: dados });
}

export function useAtualizarUsuario(idUsuarioLogado: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarUsuario,
    onSuccess: (_resposta, dados) => {
      void queryClient.invalidateQueries({ queryKey: chaves.usuarios.todos() });
      // Editing oneself may change one's own profile, and so the menu.
      if (dados.id === idUsuarioLogado) void queryClient.invalidateQueries({ queryKey: chaveSessao(lerSigla()) });
    },
  });
}
