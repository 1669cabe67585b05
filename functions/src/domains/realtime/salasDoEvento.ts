import type { DetalheEvento, EventoLido } from '@wf/shared/events';
import { nomeSala, salaChatDireta, salaChatPublica, salaNotificacao } from '@wf/shared/realtime';

/**
 * Which rooms hear a domain event. A user's events go to that user's notification room (every
 * open tab of the user, nobody else). clienteAtualizado goes nowhere: the SPA reads the tenant's
 * settings at login and on reload, and a tenant-wide room would add a membership to every
 * connection for a rare admin change. Every flow, stage, link, authorisation and label event goes
 * to its flow's room `FLUXO:<SIGLA>:<idFluxo>`, which only people who see the flow may join
 * (salas.ts). The switch is exhaustive, so a new event type must decide its rooms.
 */
export function salasDoEvento(evento: EventoLido): string[] {
  switch (evento.tipo) {
    case 'usuarioCadastrado':
    case 'usuarioAtivado':
    case 'usuarioAtualizado':
    case 'senhaRedefinida':
    // A bulk job's progress and end: its author's tabs only.
    case 'jobAtualizado':
    // A data base import's progress and end: its author's tabs only.
    case 'importacaoAtualizada':
    // An AI task's progress and end: its author's tabs only.
    case 'iaTarefaAtualizada':
    // A new notification: its person's tabs refresh the bell.
    case 'notificacaoCriada':
    // Notifications marked read in one tab: the person's other tabs.
    case 'notificacoesLidas':
      return [salaNotificacao(evento.detalhe.sigla, evento.detalhe.usuarioId)];
    // For the fan-out itself: it closes the session's sockets (encerramentoService.ts).
    case 'sessaoEncerrada':
    // Names an e-mail, not an account (the request must not reveal which e-mails exist).
    case 'recuperacaoSenhaSolicitada':
    // An invitation carries its link's token: for the e-mail consumer only.
    case 'conviteEnviado':
    case 'clienteAtualizado':
    // A rule's e-mail: for the e-mail consumer only.
    case 'emailRegraSolicitado':
    // Rules a person asked to run: for the rules consumer; each run is told as regrasExecutadas.
    case 'execucaoRegrasSolicitada':
    // The clean-up's own continuation: nobody watches a deleted flow.
    case 'limpezaFluxoContinuar':
    case 'limpezaRegraContinuar':
    case 'limpezaBaseDadosContinuar':
    case 'importacaoContinuar':
    case 'importacaoIndexar':
    case 'importacaoIndiceCompacto':
    case 'limpezaColunasBaseDados':
    case 'jobContinuar':
    // For the AI consumer only.
    case 'iaTarefaSolicitada':
    case 'iaRegraProposta':
      return [];
    // A move inside the flow is told once, by cardEntrarEtapa (it names the origin stage too):
    // half the posts for the most frequent change. Leaving for another flow is told here.
    case 'cardSairEtapa': {
      const { idFluxoDestino, idFluxo, sigla } = evento.detalhe as DetalheEvento<'cardSairEtapa'>;
      return idFluxoDestino && idFluxoDestino !== idFluxo ? [nomeSala('FLUXO', sigla, idFluxo)] : [];
    }
    case 'fluxoCriado':
    case 'fluxoAtualizado':
    case 'fluxoExcluido':
    case 'etapaCriada':
    case 'etapaAtualizada':
    case 'etapaExcluida':
    case 'etapaClonada':
    case 'etapaImportada':
    case 'etapasReordenadas':
    case 'camposFormularioAtualizados':
    case 'posicoesAtualizadas':
    case 'conexaoCriada':
    case 'conexaoAtualizada':
    case 'conexaoRemovida':
    case 'autorizacaoEtapaAlterada':
    case 'etiquetaCriada':
    case 'etiquetaAtualizada':
    case 'etiquetaExcluida':
    case 'cardCriado':
    case 'cardEntrarEtapa':
    case 'cardExcluido':
    case 'cardAtualizado':
    case 'cardsReordenados':
    case 'campoFormularioAtualizado':
    // A rules run: its author's toasts and the affected card on every open board.
    case 'regrasExecutadas':
      return [nomeSala('FLUXO', evento.detalhe.sigla, evento.detalhe.idFluxo)];
    // The public channel's room; a direct message to the pair's room (the tabs with the
    // conversation open) and to the addressee's notification room (his unread count and a
    // conversation he has not opened yet). A socket in both hears it twice and dedupes on idEvento.
    case 'mensagemChatEnviada': {
      const { sigla, idFluxo, idUsuarioRemetente: de, idUsuarioDestino: para } = evento.detalhe;
      if (para === '0') return [salaChatPublica(sigla, idFluxo)];
      return [salaChatDireta(sigla, idFluxo, de, para), salaNotificacao(sigla, para)];
    }
    // Announced to one room of the flow, already checked by the route (flow seen, room of that flow).
    case 'propriedadeAtualizada':
      return [evento.detalhe.sala];
    // Card sub-elements: the board tile (counters, avatars, labels) and the open card modal.
    case 'pessoaResponsavel':
    case 'responsavelRemovido':
    case 'etiquetaVinculada':
    case 'etiquetaDesvinculada':
    case 'cardSeguido':
    case 'checklistAdicionado':
    case 'checklistAtualizado':
    case 'checklistConcluido':
    case 'comentarioAdicionado':
    case 'comentarioExcluido':
    case 'anexoAdicionado':
    case 'anexoExcluido':
      return [nomeSala('FLUXO', evento.detalhe.sigla, evento.detalhe.idFluxo)];
  }
}
