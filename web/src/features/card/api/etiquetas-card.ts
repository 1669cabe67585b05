import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { aposAlterarElementoDoCard } from '../../../lib/atualizacoesCards';

/** POST /api/instancia/etiquetas/inserir, DELETE /api/instancia/etiquetas/excluir/{idInstancia}/{idEtiqueta}. */
export function inserirEtiquetaCard(idInstancia: string, idEtiqueta: string): Promise<unknown> {
  return api('/instancia/etiquetas/inserir', { method: 'POST', body: { idInstancia, idEtiqueta } });
}

export function excluirEtiquetaCard(idInstancia: string, idEtiqueta: string): Promise<unknown> {
  return api(`/instancia/etiquetas/excluir/${encodeURIComponent(idInstancia)}/${encodeURIComponent(idEtiqueta)}`, {
    method: 'DELETE',
  });
}

export function useAlterarEtiquetaCard(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idEtiqueta, incluir }: { idEtiqueta: string; incluir: boolean }) =>
      incluir ? inserirEtiquetaCard(idInstancia, idEtiqueta) : excluirEtiquetaCard(idInstancia, idEtiqueta),
    onSuccess: () => aposAlterarElementoDoCard(queryClient, { idInstancia, idFluxo, naLista: true }),
  });
}
