import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PaginaCards } from '@wf/shared/types/instancia';
import type { MensagemServidor } from '@wf/shared/realtime';
import {
  aposAlterarCardsEmMassa,
  aposAlterarElementoDoCard,
  aposCriarCard,
  aposMoverCard,
  aposSumirCard,
} from '../atualizacoesCards';
import { chaves } from '../chavesDeConsulta';
import { adicionarMensagemChat } from '../chatNoCache';

/**
 * What a realtime event does to the cache (docs/architecture.md, "Realtime"). Events carry ids
 * and names, not whole cards: the cache is edited directly where the event says enough (a
 * deleted or departed card leaves its column at once, a new title shows at once), and the
 * queries it may have changed are invalidated through the same functions the tab's own
 * mutations use. The tab that made the change already refreshed; the echo only refetches
 * again, and every direct edit is idempotent (removing an absent tile, setting the same title).
 */
type Colunas = InfiniteData<PaginaCards, string | null>;

/** Removes a tile from a cached column, lowering its total; nothing when it is not there. */
function tirarDaColuna(queryClient: QueryClient, idEtapa: string, idInstancia: string): void {
  queryClient.setQueryData<Colunas>(chaves.cards.coluna(idEtapa), (dados) => {
    if (!dados?.pages.some((p) => p.listaInstancias.some((c) => c.id === idInstancia))) return dados;
    return {
      ...dados,
      pages: dados.pages.map((p) => ({
        ...p,
        total: Math.max(0, p.total - 1),
        listaInstancias: p.listaInstancias.filter((c) => c.id !== idInstancia),
      })),
    };
  });
}

function renomearNaColuna(queryClient: QueryClient, idEtapa: string, idInstancia: string, descricao: string): void {
  queryClient.setQueryData<Colunas>(chaves.cards.coluna(idEtapa), (dados) =>
    dados
      ? {
          ...dados,
          pages: dados.pages.map((p) => ({
            ...p,
            listaInstancias: p.listaInstancias.map((c) => (c.id === idInstancia ? { ...c, descricao } : c)),
          })),
        }
      : dados,
  );
}

const invalidar = (queryClient: QueryClient, ...chavesAlteradas: QueryKey[]): Promise<unknown> =>
  Promise.all(chavesAlteradas.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** The flow screen's data (stages, links, labels, permissions, totals) and its activity feed. */
const telaDoFluxo = (idFluxo: string): QueryKey[] => [chaves.fluxos.doFluxo(idFluxo), chaves.fluxos.lista()];

export function aplicarEventoNoCache(queryClient: QueryClient, mensagem: MensagemServidor): Promise<unknown> {
  switch (mensagem.tipo) {
    // The message itself is in the event: it joins its conversation without a read.
    case 'mensagemChatEnviada':
      return adicionarMensagemChat(queryClient, mensagem.dados.MsgChat);
    case 'cardCriado':
      return aposCriarCard(queryClient, mensagem.dados.idFluxo, mensagem.dados.idEtapa);
    case 'cardEntrarEtapa': {
      const d = mensagem.dados;
      if (d.idEtapaOrigem === null || d.idFluxoOrigem) return aposCriarCard(queryClient, d.idFluxo, d.idEtapa);
      // The server sends no cardSairEtapa for a move inside the flow: the tile leaves its origin here.
      if (d.idEtapaOrigem !== d.idEtapa) tirarDaColuna(queryClient, d.idEtapaOrigem, d.idInstancia);
      return aposMoverCard(queryClient, { ...d, idEtapaOrigem: d.idEtapaOrigem, idEtapaDestino: d.idEtapa });
    }
    case 'cardSairEtapa':
      // Only sent when the card left for another flow: here it is as good as deleted (the open
      // modal refetches and closes).
      tirarDaColuna(queryClient, mensagem.dados.idEtapa, mensagem.dados.idInstancia);
      return aposSumirCard(queryClient, mensagem.dados);
    case 'cardExcluido':
      tirarDaColuna(queryClient, mensagem.dados.idEtapa, mensagem.dados.idInstancia);
      return aposSumirCard(queryClient, mensagem.dados);
    case 'cardAtualizado':
      if (mensagem.dados.campos.includes('descricao')) {
        renomearNaColuna(
          queryClient,
          mensagem.dados.idEtapa,
          mensagem.dados.idInstancia,
          mensagem.dados.descricaoInstancia,
        );
      }
      return aposAlterarElementoDoCard(queryClient, { ...mensagem.dados, naLista: true });
    case 'campoFormularioAtualizado':
    case 'pessoaResponsavel':
    case 'responsavelRemovido':
    case 'etiquetaVinculada':
    case 'etiquetaDesvinculada':
      return aposAlterarElementoDoCard(queryClient, { ...mensagem.dados, naLista: true });
    case 'cardSeguido':
      return aposAlterarElementoDoCard(queryClient, { ...mensagem.dados, naLista: false });
    case 'checklistAdicionado':
    case 'checklistAtualizado':
    case 'checklistConcluido':
      return aposAlterarElementoDoCard(queryClient, {
        ...mensagem.dados,
        elemento: chaves.card.checklists(mensagem.dados.idInstancia),
        naLista: false,
      });
    case 'comentarioAdicionado':
    case 'comentarioExcluido':
      return aposAlterarElementoDoCard(queryClient, {
        ...mensagem.dados,
        elemento: chaves.card.comentarios(mensagem.dados.idInstancia),
        naLista: false,
      });
    case 'anexoAdicionado':
    case 'anexoExcluido':
      return aposAlterarElementoDoCard(queryClient, {
        ...mensagem.dados,
        elemento: chaves.card.anexos(mensagem.dados.idInstancia),
        naLista: false,
      });
    case 'cardsReordenados':
      // Drag-and-drop order inside a stage, or the whole stage sorted.
      return aposAlterarCardsEmMassa(queryClient, [mensagem.dados.idFluxo], [mensagem.dados.idEtapa]);
    case 'fluxoCriado':
      return invalidar(queryClient, chaves.fluxos.lista());
    case 'fluxoAtualizado':
    case 'fluxoExcluido':
    case 'etapaCriada':
    case 'etapaAtualizada':
    case 'etapaClonada':
    case 'etapaImportada':
    case 'etapasReordenadas':
    case 'camposFormularioAtualizados':
    case 'posicoesAtualizadas':
    // Links decide every card's allowed destinations (the board's drag and "Mover para").
    case 'conexaoCriada':
    case 'conexaoAtualizada':
    case 'conexaoRemovida':
    case 'etiquetaCriada':
    // A property a client announced to the flow's room (POST /api/common/socket/atualizar-propriedade).
    case 'propriedadeAtualizada':
      return invalidar(queryClient, ...telaDoFluxo(mensagem.dados.idFluxo));
    case 'etapaExcluida':
      queryClient.removeQueries({ queryKey: chaves.cards.coluna(mensagem.dados.idEtapa) });
      return invalidar(
        queryClient,
        ...telaDoFluxo(mensagem.dados.idFluxo),
        chaves.cards.listas(mensagem.dados.idFluxo),
      );
    case 'autorizacaoEtapaAlterada':
      // Permissions show on columns and decide whether an open card may stay open.
      return invalidar(
        queryClient,
        ...telaDoFluxo(mensagem.dados.idFluxo),
        ...mensagem.dados.idsEtapas.map((id) => chaves.etapas.autorizacoes(id)),
        chaves.cards.colunas(),
        chaves.card.todos(),
      );
    case 'etiquetaAtualizada':
    case 'etiquetaExcluida':
      // Tiles, list rows and open cards show the label's name and colour.
      return invalidar(
        queryClient,
        ...telaDoFluxo(mensagem.dados.idFluxo),
        chaves.cards.colunas(),
        chaves.cards.listas(mensagem.dados.idFluxo),
        chaves.card.todos(),
      );
    // A notification for this person (his NOTIFICACAO room): the bell's count and list.
    // An import of this person moved on or ended: its progress, and the base once it ends.
    case 'importacaoAtualizada':
      return invalidar(
        queryClient,
        chaves.basesDados.importacoes(mensagem.dados.idBase),
        ...(mensagem.dados.status === 'processando' ? [] : [chaves.basesDados.base(mensagem.dados.idBase)]),
      );
    case 'notificacaoCriada':
    // Marked read in another tab of this person.
    case 'notificacoesLidas':
      return invalidar(queryClient, chaves.notificacoes.todas());
    // An AI task of this person moved on or ended: the panel that follows it reads it again.
    case 'iaTarefaAtualizada':
      return invalidar(queryClient, chaves.ia.tarefa(mensagem.dados.idTarefa));
    case 'entrou':
      return aposEntrarNaSala(queryClient, mensagem.sala);
    default:
      // Control answers (saiu, erro) and the events of other screens (account, notifications).
      return Promise.resolve();
  }
}

/**
 * The server confirmed a room ('entrou'): from now on its events reach this tab, but the screen
 * read its data over HTTP while the socket was still connecting and joining (a page load, a flow
 * opened, a reconnect), and an event of that window went to nobody here: a card deleted just
 * then stayed on the board and in its open modal for good. What the room's events can change is
 * refetched once the membership is stored (only what is on screen refetches): one extra read per
 * join, instead of a screen that silently stays behind.
 */
export function aposEntrarNaSala(queryClient: QueryClient, sala: string): Promise<unknown> {
  const [prefixo, , idFluxo] = sala.split(':');
  if (!idFluxo) return Promise.resolve();
  if (prefixo === 'FLUXO') {
    return invalidar(
      queryClient,
      ...telaDoFluxo(idFluxo),
      chaves.cards.colunas(),
      chaves.cards.listas(idFluxo),
      chaves.card.todos(),
      chaves.etapas.todas(),
    );
  }
  if (prefixo === 'CHAT-FLUXO') return invalidar(queryClient, chaves.chat.todos());
  return Promise.resolve();
}

/**
 * After a gap (reconnect, tab wake-up) events may have been missed: everything an event can
 * change is invalidated. Only what is on screen refetches; the rest refetches when next shown.
 */
export function retomarAposLacuna(queryClient: QueryClient): Promise<unknown> {
  return invalidar(
    queryClient,
    chaves.fluxos.todos(),
    chaves.cards.todos(),
    chaves.card.todos(),
    chaves.etapas.todas(),
    chaves.notificacoes.todas(),
    chaves.chat.todos(),
  );
}
