import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AtualizarCliente } from '@wf/shared/schemas/administracao';
import type { RespostaAtualizarCliente, RespostaSessao } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaveSessao, comClienteAtualizado } from '../../../lib/sessao';
import { lerSigla } from '../../../lib/siglaCliente';
import { clienteQueryOptions } from './get-cliente';

export function atualizarCliente(dados: AtualizarCliente): Promise<RespostaAtualizarCliente> {
  return api<RespostaAtualizarCliente>('/cliente/atualizar', { method: 'PUT', body: dados });
}

/** The saved tenant replaces the cached one and the session's, so the header logo updates at once. */
export function useAtualizarCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarCliente,
    onSuccess: ({ cliente }) => {
      queryClient.setQueryData(clienteQueryOptions().queryKey, cliente);
      queryClient.setQueryData<RespostaSessao>(chaveSessao(lerSigla()), (sessao) =>
        comClienteAtualizado(sessao, cliente),
      );
    },
  });
}
