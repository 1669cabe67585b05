import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { aposAlterarElementoDoCard } from '../../../lib/atualizacoesCards';

/**
 * Responsibles of a card. The card answer already lists them (listaInstanciaResp), so there is
 * no separate query: changes invalidate the card.
 * POST /api/instancia/responsaveis/inserir, DELETE /api/instancia/responsaveis/excluir/{idInstancia}/{email}
 */
export function inserirResponsavel(idInstancia: string, emailUsuario: string): Promise<unknown> {
  return api('/instancia/responsaveis/inserir', { method: 'POST', body: { idInstancia, emailUsuario } });
}

export function excluirResponsavel(idInstancia: string, emailUsuario: string): Promise<unknown> {
  return api(`/instancia/responsaveis/excluir/${encodeURIComponent(idInstancia)}/${encodeURIComponent(emailUsuario)}`, {
    method: 'DELETE',
  });
}

export function useAlterarResponsavel(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, incluir }: { email: string; incluir: boolean }) =>
      incluir ? inserirResponsavel(idInstancia, email) : excluirResponsavel(idInstancia, email),
    onSuccess: () => aposAlterarElementoDoCard(queryClient, { idInstancia, idFluxo, naLista: true }),
  });
}
