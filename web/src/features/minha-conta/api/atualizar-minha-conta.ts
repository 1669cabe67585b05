import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { atualizarMinhaContaSchema } from '@wf/shared/schemas/usuario';
import type { RespostaAtualizarMinhaConta, RespostaSessao } from '@wf/shared/types/sessao';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { chaveSessao, comUsuarioAtualizado } from '../../../lib/sessao';
import { lerSigla } from '../../../lib/siglaCliente';
import { minhaContaQueryOptions } from './get-minha-conta';

/**
 * The body as typed, not as parsed: '' must reach the server to clear a field, while a key
 * that is absent keeps the saved value (the schema would turn both into undefined).
 */
export type EdicaoMinhaConta = z.input<typeof atualizarMinhaContaSchema>;

export function atualizarMinhaConta(dados: EdicaoMinhaConta): Promise<RespostaAtualizarMinhaConta> {
  return api<RespostaAtualizarMinhaConta>('/usuario/atualizar', { method: 'PUT', body: dados });
}

/** The answer carries the updated user: the page and the header (session) show it at once. */
export function useAtualizarMinhaConta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarMinhaConta,
    onSuccess: ({ usuario }) => {
      queryClient.setQueryData(minhaContaQueryOptions().queryKey, usuario);
      queryClient.setQueryData<RespostaSessao>(chaveSessao(lerSigla()), (sessao) =>
        comUsuarioAtualizado(sessao, usuario),
      );
    },
  });
}
