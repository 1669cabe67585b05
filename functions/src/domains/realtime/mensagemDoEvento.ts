import type { EventoLido } from '@wf/shared/events';
import type { ChaveAcao } from '@wf/shared/schemas/regra';
import {
  camposSecretosDoEvento,
  TIPO_REGRAS_EXECUTADAS,
  TIPO_LOTE,
  type MensagemDaSala,
  type MensagemEvento,
  type MensagemLote,
} from '@wf/shared/realtime';

/**
 * The socket message for an event in a room: its detail minus the single-use tokens meant for
 * e-mail. A rules run is told under its own name, `regras:executadaServidor`, with the payload
 * the boards read (EventoRegrasExecutadas).
 */
export function mensagemDoEvento(evento: EventoLido, sala: string): MensagemDaSala {
  if (evento.tipo === 'regrasExecutadas') {
    const d = evento.detalhe;
    return {
      tipo: TIPO_REGRAS_EXECUTADAS,
      sala,
      dados: {
        idEvento: d.idEvento,
        idFluxo: d.idFluxo,
        idInstancia: d.idInstancia,
        idRegra: d.idRegra,
        disparadoPor: d.alteradoPor,
        comErro: d.comErro,
        acoes: d.acoes as ChaveAcao[],
      },
    };
  }
  const dados: Record<string, unknown> = { ...evento.detalhe };
  for (const campo of camposSecretosDoEvento) delete dados[campo];
  return { tipo: evento.tipo, sala, dados } as MensagemEvento;
}

/** What a room's sockets get for the events of one batch: the event alone, or all of them in order. */
export function mensagemDosEventos(eventos: readonly EventoLido[], sala: string): MensagemDaSala | MensagemLote {
  const mensagens = eventos.map((evento) => mensagemDoEvento(evento, sala));
  return mensagens.length === 1 ? (mensagens[0] as MensagemDaSala) : { tipo: TIPO_LOTE, sala, mensagens };
}
