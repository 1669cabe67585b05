import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { mensagensRegra, type ChaveAcao } from '@wf/shared/constants/regras';
import type { EventoRegrasExecutadas } from '@wf/shared/schemas/regra';
import type { PaginaCards } from '@wf/shared/types/instancia';
import { aposAlterarCardsEmMassa, aposAlterarElementoDoCard } from '../atualizacoesCards';
import { chaves } from '../chavesDeConsulta';
import { toast } from '../toast';

/** Actions after which the card is no longer where the board shows it. */
const ACOES_QUE_MOVEM: readonly ChaveAcao[] = ['moverCard', 'moverCardOutroFluxo', 'moverParaTopo'];

type Colunas = InfiniteData<PaginaCards, string | null>;

/**
 * What a rule run does to an open board: a moved card leaves the column it was cached in at once
 * (the event does not say which) and every column of the flow refetches; otherwise the card and
 * all its sub-elements (comments, responsibles, labels...), its tile and the list refresh.
 */
export function aposRegrasExecutadas(queryClient: QueryClient, dados: EventoRegrasExecutadas): Promise<unknown> {
  if (dados.acoes.some((a) => ACOES_QUE_MOVEM.includes(a))) {
    for (const [queryKey, colunas] of queryClient.getQueriesData<Colunas>({ queryKey: chaves.cards.colunas() })) {
      if (!colunas?.pages.some((p) => p.listaInstancias.some((c) => c.id === dados.idInstancia))) continue;
      queryClient.setQueryData<Colunas>(queryKey, {
        ...colunas,
        pages: colunas.pages.map((p) => ({
          ...p,
          total: Math.max(0, p.total - 1),
          listaInstancias: p.listaInstancias.filter((c) => c.id !== dados.idInstancia),
        })),
      });
    }
    // Every column of the flow and every open card (chaves.card.todos()) refetch.
    return aposAlterarCardsEmMassa(queryClient, [dados.idFluxo], [null]);
  }
  return aposAlterarElementoDoCard(queryClient, {
    idInstancia: dados.idInstancia,
    idFluxo: dados.idFluxo,
    elemento: chaves.card.raiz(dados.idInstancia),
    naLista: true,
  });
}

/**
 * Applies a rule run to the cache; the person whose change fired it also sees one toast per card
 * ('Executando regras...' while the board takes the rules' effects, then the outcome).
 */
export async function aoRegrasExecutadas(
  queryClient: QueryClient,
  dados: EventoRegrasExecutadas,
  emailSessao: string | null,
): Promise<void> {
  const minha = emailSessao !== null && dados.disparadoPor.toLowerCase() === emailSessao.toLowerCase();
  const chave = `regras:${dados.idInstancia}`;
  if (minha) toast.etapa(chave, 'carregando', mensagensRegra.executando);
  try {
    await aposRegrasExecutadas(queryClient, dados);
  } finally {
    if (minha)
      toast.etapa(
        chave,
        dados.comErro === 'S' ? 'erro' : 'sucesso',
        dados.comErro === 'S' ? mensagensRegra.erroAoExecutar : mensagensRegra.executadasComSucesso,
      );
  }
}
