import type { FlagSN } from './sessao';

/** A notification of the signed-in person, newest first in the popover. */
export interface Notificacao {
  id: string;
  titulo: string;
  mensagem: string;
  msgLida: FlagSN;
  /** ISO-8601 (UTC): the SPA shows it relative ('Agora mesmo', the time, 'Ontem', the weekday, the date). */
  dataHoraRegistro: string;
  /** DD/MM/YYYY HH:mm in Brasília time, for clients that do not format dates. */
  dataHoraRegistroAmigavel: string;
  Instancia: { id: string };
  Fluxo: { id: string };
}

/** GET /api/notificacao-interna/notificacoes-usuario */
export interface RespostaNotificacoes {
  listaNotificacoes: Notificacao[];
  /** Opaque; null on the last page. */
  proximoCursor: string | null;
}

/** GET /api/notificacao-interna/count-nao-lidas, and the answer of every mark-read route. */
export interface RespostaContagemNaoLidas {
  totalNaoLidas: number;
}

/** GET /api/notificacao-interna/nao-lidas-por-instancia: the board's badges. */
export interface RespostaNaoLidasPorCard {
  /** Card id -> the person's unread notifications about it (cards without any are absent). */
  naoLidasPorInstancia: Record<string, number>;
  /** false when the person has more unread markers than one answer reads (some badges missing). */
  completa: boolean;
}

export interface RespostaMarcarLidas extends RespostaContagemNaoLidas {
  mensagem: string;
}
