import * as z from 'zod';
import type { Notificacao } from '@wf/shared/types/notificacao';

/** A notification as stored, one per (person, event): see notificacaoRepository. */
export const notificacaoSchema = z.object({
  id: z.string(),
  usuarioId: z.string(),
  titulo: z.string(),
  mensagem: z.string(),
  msgLida: z.enum(['S', 'N']),
  dataHoraRegistro: z.string(),
  idInstancia: z.string(),
  idFluxo: z.string(),
  /** The event that raised it (a redelivery lands on the same item). */
  idEvento: z.string(),
});
export type NotificacaoArmazenada = z.infer<typeof notificacaoSchema>;

/**
 * The id of the notification an event raises for a person: the event's time (ms, 13 digits) then
 * its id. Derived, not random, so a redelivered event writes the same item (put-if-absent refuses
 * it); time first, so the person's partition read backwards is newest first.
 */
export function idDaNotificacao(ocorridoEm: string, idEvento: string): string {
  const ms = Date.parse(ocorridoEm);
  return `${String(Number.isNaN(ms) ? 0 : ms).padStart(13, '0')}-${idEvento}`;
}

const amigavel = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The answer's shape (spec: Instancia id and Fluxo id as objects, like the other card answers). */
export function apresentarNotificacao(n: NotificacaoArmazenada): Notificacao {
  return {
    id: n.id,
    titulo: n.titulo,
    mensagem: n.mensagem,
    msgLida: n.msgLida,
    dataHoraRegistro: n.dataHoraRegistro,
    dataHoraRegistroAmigavel: amigavel.format(new Date(n.dataHoraRegistro)).replace(',', ''),
    Instancia: { id: n.idInstancia },
    Fluxo: { id: n.idFluxo },
  };
}
