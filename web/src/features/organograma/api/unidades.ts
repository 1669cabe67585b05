import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { atualizarOrganogramaSchema, inserirOrganogramaSchema, UnidadeOrg } from '@wf/shared/schemas/organograma';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** The writes of the tree: add, change (a changed idOrgSup moves the unit with its sub-units), delete. */
export type NovaUnidade = z.input<typeof inserirOrganogramaSchema>;
export type AlteracaoUnidade = z.input<typeof atualizarOrganogramaSchema>;
interface RespostaUnidade {
  mensagem: string;
  Organograma: UnidadeOrg;
}

export function inserirUnidade(dados: NovaUnidade): Promise<RespostaUnidade> {
  return api<RespostaUnidade>('/organograma/inserir-organograma', { method: 'POST', body: dados });
}

export function atualizarUnidade(dados: AlteracaoUnidade): Promise<RespostaUnidade> {
  return api<RespostaUnidade>('/organograma/atualizar-organograma', { method: 'PUT', body: dados });
}

export function excluirUnidade(idOrg: string): Promise<{ mensagem: string }> {
  return api<{ mensagem: string }>('/organograma/excluir-organograma', { method: 'DELETE', body: { idOrg } });
}

/** Every write refetches the whole tree: counts and order (by description) are the server's. */
function useRecarregarArvore() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chaves.organograma.arvore() });
}

export function useInserirUnidade() {
  const recarregar = useRecarregarArvore();
  return useMutation({
    mutationFn: inserirUnidade,
    // The dialog shows the refusal on its fields.
    meta: { silenciarErro: true },
    onSuccess: recarregar,
  });
}

/**
 * A field saved on leaving it: the field itself shows the saving state and puts its value back
 * on a refusal; the refusal's message is the app's error toast. Saves of the tree run one after
 * the other (a shared scope), so leaving two fields quickly never races on the server.
 */
export function useAtualizarUnidade() {
  const recarregar = useRecarregarArvore();
  return useMutation({ mutationFn: atualizarUnidade, scope: { id: 'organograma' }, onSuccess: recarregar });
}

export function useExcluirUnidade() {
  const recarregar = useRecarregarArvore();
  return useMutation({ mutationFn: excluirUnidade, scope: { id: 'organograma' }, onSuccess: recarregar });
}
