import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InstanciaResumo, RespostaMensagemCard } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { aposMoverCard } from '../../../lib/atualizacoesCards';
import { aplicarMovimento, vizinhosNaPosicao, type MovimentoCard, type PaginasCards } from '../utils/quadro';
import { cardsEtapaQueryOptions } from './get-cards-etapa';

/**
 * A dropped card: PATCH /api/instancias/mover to another stage, PUT /api/instancias/atualizar-ordem
 * inside its own stage; both with the neighbours at the drop point, so the server computes the
 * new order key reading two items.
 */
export function enviarMovimento(movimento: MovimentoCard): Promise<RespostaMensagemCard> {
  const { ordem, idInstanciaAnterior, idInstanciaPosterior } = vizinhosNaPosicao(
    movimento.idsDestino,
    movimento.idInstancia,
  );
  if (movimento.idEtapaOrigem === movimento.idEtapaDestino) {
    return api<RespostaMensagemCard>('/instancias/atualizar-ordem', {
      method: 'PUT',
      body: { idInstancia: movimento.idInstancia, ordemNaEtapa: ordem, idInstanciaAnterior, idInstanciaPosterior },
    });
  }
  return api<RespostaMensagemCard>('/instancias/mover', {
    method: 'PATCH',
    body: {
      idInstancia: movimento.idInstancia,
      idEtapaDestino: movimento.idEtapaDestino,
      ordemNaEtapaDestino: ordem,
      idInstanciaAnterior,
      idInstanciaPosterior,
    },
  });
}

interface Retrato {
  origem: PaginasCards | undefined;
  destino: PaginasCards | undefined;
}

/** Applied synchronously at drop time, so the card never flashes back before the request starts. */
function aplicarOtimista(
  queryClient: QueryClient,
  movimento: MovimentoCard,
  etapaDestino: InstanciaResumo['Etapa'],
): Retrato {
  const chaveOrigem = cardsEtapaQueryOptions(movimento.idEtapaOrigem).queryKey;
  const chaveDestino = cardsEtapaQueryOptions(movimento.idEtapaDestino).queryKey;
  void queryClient.cancelQueries({ queryKey: chaveOrigem });
  void queryClient.cancelQueries({ queryKey: chaveDestino });
  const retrato: Retrato = {
    origem: queryClient.getQueryData(chaveOrigem),
    destino: queryClient.getQueryData(chaveDestino),
  };
  const depois = aplicarMovimento(retrato.origem, retrato.destino, movimento, etapaDestino);
  queryClient.setQueryData(chaveOrigem, depois.origem);
  if (movimento.idEtapaDestino !== movimento.idEtapaOrigem) queryClient.setQueryData(chaveDestino, depois.destino);
  return retrato;
}

function reverter(queryClient: QueryClient, movimento: MovimentoCard, retrato: Retrato): void {
  queryClient.setQueryData(cardsEtapaQueryOptions(movimento.idEtapaOrigem).queryKey, retrato.origem);
  if (movimento.idEtapaDestino !== movimento.idEtapaOrigem) {
    queryClient.setQueryData(cardsEtapaQueryOptions(movimento.idEtapaDestino).queryKey, retrato.destino);
  }
}

export interface OpcoesMovimento {
  etapaDestino: InstanciaResumo['Etapa'];
  /** After the optimistic order was reverted; the caller shows the message or the errors dialog. */
  onErro: (erro: unknown) => void;
}

export function useMoverCard(idFluxo: string) {
  const queryClient = useQueryClient();
  const mutacao = useMutation({
    mutationFn: enviarMovimento,
    meta: { silenciarErro: true },
    onSettled: (_r, _e, movimento) => aposMoverCard(queryClient, { ...movimento, idFluxo }),
  });
  const mover = (movimento: MovimentoCard, { etapaDestino, onErro }: OpcoesMovimento) => {
    const retrato = aplicarOtimista(queryClient, movimento, etapaDestino);
    mutacao.mutate(movimento, {
      onError: (erro) => {
        reverter(queryClient, movimento, retrato);
        onErro(erro);
      },
    });
  };
  return { mover, movendo: mutacao.isPending };
}
