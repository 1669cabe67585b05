import type { EventoLido } from '@wf/shared/events';

const aspas = (texto: string) => `"${texto}"`;

/**
 * The pt-BR line a flow event leaves in the flow's activity log, or null for events the log does
 * not keep: diagram node drags (noise), the flow's own deletion (the log goes with it) and every
 * event that is not about a flow. The switch is exhaustive: a new event type must decide.
 */
export function descricaoDaAtividade(evento: EventoLido): string | null {
  switch (evento.tipo) {
    case 'fluxoCriado': {
      const d = evento.detalhe;
      return d.idFluxoOrigem
        ? `Criou o fluxo ${aspas(d.descricao)} como cópia de ${aspas(d.descricaoFluxoOrigem ?? '')}`
        : `Criou o fluxo ${aspas(d.descricao)}`;
    }
    case 'fluxoAtualizado':
      switch (evento.detalhe.alteracao) {
        case 'dados':
          return 'Atualizou os dados do fluxo';
        case 'renomeado':
          return `Renomeou o fluxo para ${aspas(evento.detalhe.descricao)}`;
        case 'arquivado':
          return 'Arquivou o fluxo';
        case 'desarquivado':
          return 'Desarquivou o fluxo';
      }
      return null;
    case 'etapaCriada':
      return `Criou a etapa ${aspas(evento.detalhe.descricaoEtapa)}`;
    case 'etapaAtualizada':
      return `Atualizou a etapa ${aspas(evento.detalhe.descricaoEtapa)}`;
    case 'etapaExcluida':
      return `Excluiu a etapa ${aspas(evento.detalhe.descricaoEtapa)}`;
    case 'etapaClonada':
      return `Clonou a etapa ${aspas(evento.detalhe.descricaoEtapaReferencia)} como ${aspas(evento.detalhe.descricaoEtapa)}`;
    case 'etapaImportada':
      return `Importou a configuração da etapa ${aspas(evento.detalhe.descricaoEtapa)}`;
    case 'etapasReordenadas':
      return `Moveu a etapa ${aspas(evento.detalhe.descricaoEtapa)} para a posição ${evento.detalhe.ordemExibicao} do quadro`;
    case 'camposFormularioAtualizados':
      return `Alterou o formulário da etapa ${aspas(evento.detalhe.descricaoEtapa)}`;
    case 'conexaoCriada':
      return `Conectou a etapa ${aspas(evento.detalhe.descricaoEtapaOrigem)} à etapa ${aspas(evento.detalhe.descricaoEtapaDestino)}`;
    case 'conexaoAtualizada':
      return `Alterou a conexão entre ${aspas(evento.detalhe.descricaoEtapaOrigem)} e ${aspas(evento.detalhe.descricaoEtapaDestino)}`;
    case 'conexaoRemovida':
      return `Removeu a conexão entre ${aspas(evento.detalhe.descricaoEtapaOrigem)} e ${aspas(evento.detalhe.descricaoEtapaDestino)}`;
    case 'autorizacaoEtapaAlterada': {
      const d = evento.detalhe;
      const etapas = d.descricoesEtapas.map(aspas).join(', ');
      switch (d.operacao) {
        case 'INSERIR':
          return `Concedeu acesso a ${d.emailAutorizado} na etapa ${etapas}`;
        case 'ATUALIZAR':
          return `Alterou as permissões de ${d.emailAutorizado} na etapa ${etapas}`;
        case 'EXCLUIR':
          return `Removeu o acesso de ${d.emailAutorizado} à etapa ${etapas}`;
        case 'COPIAR':
          return d.descricoesEtapas.length === 1
            ? `Copiou autorizações para a etapa ${etapas}`
            : `Copiou autorizações para as etapas ${etapas}`;
      }
      return null;
    }
    case 'etiquetaCriada':
      return `Criou a etiqueta ${aspas(evento.detalhe.descricaoEtiqueta)}`;
    case 'etiquetaAtualizada':
      return `Alterou a etiqueta ${aspas(evento.detalhe.descricaoEtiqueta)}`;
    case 'etiquetaExcluida':
      return `Excluiu a etiqueta ${aspas(evento.detalhe.descricaoEtiqueta)}`;
    // Card events (issue 4) are not routed to the activity log (events/rules.ts): the card's own
    // history keeps its moves.
    case 'cardCriado':
    case 'cardEntrarEtapa':
    case 'cardSairEtapa':
    case 'cardExcluido':
    case 'cardAtualizado':
    case 'cardsReordenados':
    case 'campoFormularioAtualizado':
    case 'posicoesAtualizadas':
    case 'fluxoExcluido':
    case 'limpezaFluxoContinuar':
    case 'limpezaRegraContinuar':
    case 'limpezaBaseDadosContinuar':
    case 'importacaoContinuar':
    case 'importacaoIndexar':
    case 'importacaoIndiceCompacto':
    case 'importacaoAtualizada':
    case 'limpezaColunasBaseDados':
    case 'jobContinuar':
    case 'jobAtualizado':
    case 'iaTarefaSolicitada':
    case 'iaTarefaAtualizada':
    case 'iaRegraProposta':
    case 'notificacaoCriada':
    case 'notificacoesLidas':
    case 'propriedadeAtualizada':
    case 'mensagemChatEnviada':
    case 'regrasExecutadas':
    case 'emailRegraSolicitado':
    case 'execucaoRegrasSolicitada':
    case 'usuarioCadastrado':
    case 'conviteEnviado':
    case 'usuarioAtivado':
    case 'usuarioAtualizado':
    case 'recuperacaoSenhaSolicitada':
    case 'senhaRedefinida':
    case 'sessaoEncerrada':
    case 'clienteAtualizado':
      return null;
    // Card sub-elements are not flow activities (the atividades rule does not even receive them).
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
      return null;
  }
}
