import type { EventoLido } from '@wf/shared/events';
import { camposSecretosDoEvento, type MensagemEvento } from '@wf/shared/realtime';

/** The socket message for an event in a room: its detail minus the single-use tokens meant for e-mail. */
export function mensagemDoEvento(evento: EventoLido, sala: string): MensagemEvento {
  const dados: Record<string, unknown> = { ...evento.detalhe };
  for (const campo of camposSecretosDoEvento) delete dados[campo];
  return { tipo: evento.tipo, sala, dados } as MensagemEvento;
}
