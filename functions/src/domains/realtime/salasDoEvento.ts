import type { EventoLido } from '@wf/shared/events';
import { salaNotificacao } from '@wf/shared/realtime';

/**
 * Which rooms hear a domain event. Today only accounts exist: a user's events go to that user's
 * notification room (every open tab of the user, nobody else). clienteAtualizado goes nowhere:
 * the SPA reads the tenant's settings at login and on reload, and a tenant-wide room would add a
 * membership to every connection for a rare admin change. Flow and card events will add their
 * FLUXO rooms here. The switch is exhaustive, so a new event type must decide its rooms.
 */
export function salasDoEvento(evento: EventoLido): string[] {
  switch (evento.tipo) {
    case 'usuarioCadastrado':
    case 'usuarioAtivado':
    case 'usuarioAtualizado':
    case 'recuperacaoSenhaSolicitada':
    case 'senhaRedefinida':
      return [salaNotificacao(evento.detalhe.sigla, evento.detalhe.usuarioId)];
    case 'clienteAtualizado':
      return [];
  }
}
