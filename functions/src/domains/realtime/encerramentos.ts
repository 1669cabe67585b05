import type { EventoLido } from '@wf/shared/events';

/** Whose sockets an event asks the fan-out to check: one session's, or every one of an account. */
export interface AlvoDoEncerramento {
  sigla: string;
  usuarioId: string;
  /** Only the sockets opened with this session; absent: all the account's. */
  sessaoId?: string;
}

/**
 * The events after which some sockets may belong to an ended session. A session's own end
 * (logout, refresh) names it. Any change of the account (password changed in my account or by a
 * reset link, deactivation, and whatever an administrator edits) re-checks all its sockets: the
 * check is sessaoViva, the rule of every request, so only sockets whose session that rule now
 * refuses are closed, whatever the change was.
 */
export function alvoDoEncerramento(evento: EventoLido): AlvoDoEncerramento | null {
  switch (evento.tipo) {
    case 'sessaoEncerrada': {
      const { sigla, usuarioId, sessaoId } = evento.detalhe;
      return { sigla, usuarioId, sessaoId };
    }
    case 'usuarioAtualizado':
    case 'senhaRedefinida':
      return { sigla: evento.detalhe.sigla, usuarioId: evento.detalhe.usuarioId };
    default:
      return null;
  }
}

/** A batch's targets, each once with the ids of the events that asked for it. */
export function alvosDoLote(eventos: readonly EventoLido[]): { alvo: AlvoDoEncerramento; idsEvento: string[] }[] {
  const porChave = new Map<string, { alvo: AlvoDoEncerramento; idsEvento: string[] }>();
  for (const evento of eventos) {
    const alvo = alvoDoEncerramento(evento);
    if (!alvo) continue;
    const chave = [alvo.sigla, alvo.usuarioId, alvo.sessaoId ?? ''].join('\n');
    const visto = porChave.get(chave);
    if (visto) visto.idsEvento.push(evento.detalhe.idEvento);
    else porChave.set(chave, { alvo, idsEvento: [evento.detalhe.idEvento] });
  }
  return [...porChave.values()];
}
