import * as z from 'zod';
import type { DetalheEvento, TipoEvento } from './events';
import type { EventoRegrasExecutadas } from './schemas/regra';

/**
 * The WebSocket contract (docs/architecture.md, "Realtime"), shared by the SPA and the ws Lambda.
 * Rooms are `<PREFIXO>:<SIGLA>:<id>`; a connection only ever hears rooms of its own tenant.
 */
export const prefixosSala = ['FLUXO', 'CHAT-FLUXO', 'NOTIFICACAO'] as const;
export type PrefixoSala = (typeof prefixosSala)[number];

export const nomeSala = (prefixo: PrefixoSala, sigla: string, id: string): string => `${prefixo}:${sigla}:${id}`;

/** The flow's public chat channel: everyone who sees the flow may join. */
export const salaChatPublica = (sigla: string, idFluxo: string): string => nomeSala('CHAT-FLUXO', sigla, idFluxo);

/**
 * A direct conversation of two people of a flow: `CHAT-FLUXO:<SIGLA>:<idFluxo>:<a>:<b>` with the
 * two user ids sorted, so both name the same room; only those two may join it.
 */
export const salaChatDireta = (sigla: string, idFluxo: string, u1: string, u2: string): string => {
  const [a, b] = [u1, u2].sort();
  return `${nomeSala('CHAT-FLUXO', sigla, idFluxo)}:${a}:${b}`;
};

/** Every connection joins its user's notification room on connect. */
export const salaNotificacao = (sigla: string, usuarioId: string): string => nomeSala('NOTIFICACAO', sigla, usuarioId);

/** What the browser sends: one JSON object per WebSocket message. */
export const mensagemClienteSchema = z.discriminatedUnion('acao', [
  z.object({ acao: z.literal('entrar'), sala: z.string().max(200) }),
  z.object({ acao: z.literal('sair'), sala: z.string().max(200) }),
  z.object({ acao: z.literal('ping') }),
]);
export type MensagemCliente = z.infer<typeof mensagemClienteSchema>;

/** Detail fields that carry single-use secrets: they go by e-mail only, never over the socket. */
export const camposSecretosDoEvento = ['tokenAtivacao', 'tokenConfirmacao', 'tokenConvite'] as const;
type CampoSecreto = (typeof camposSecretosDoEvento)[number];

/** A domain event as a room hears it: the event's name and its detail without secrets. */
export type MensagemEvento = {
  [T in Exclude<TipoEvento, 'regrasExecutadas'>]: {
    tipo: T;
    sala: string;
    dados: Omit<DetalheEvento<T>, CampoSecreto>;
  };
}[Exclude<TipoEvento, 'regrasExecutadas'>];

/** What the server sends. Control answers use tipos that no domain event uses. */
export type MensagemServidor =
  | { tipo: 'pong' }
  | { tipo: 'entrou'; sala: string }
  | { tipo: 'saiu'; sala: string }
  | { tipo: 'erro'; mensagem: string; sala?: string }
  | MensagemRegrasExecutadas
  | MensagemEvento
  | MensagemLote;

/** A room's message for one event: what a MensagemLote carries. */
export type MensagemDaSala = MensagemEvento | MensagemRegrasExecutadas;

/**
 * Several events of one room in one message, in the order they happened: the fan-out is fed in
 * batches, and the events that waited while it was busy reach each socket in one post. The client
 * handles each as if it had come alone.
 */
export const TIPO_LOTE = 'lote';
export interface MensagemLote {
  tipo: typeof TIPO_LOTE;
  sala: string;
  mensagens: MensagemDaSala[];
}

/** The rules engine's run, as the flow's room hears it (the event regrasExecutadas). */
export const TIPO_REGRAS_EXECUTADAS = 'regras:executadaServidor';
export interface MensagemRegrasExecutadas {
  tipo: typeof TIPO_REGRAS_EXECUTADAS;
  sala: string;
  dados: EventoRegrasExecutadas & { idEvento: string };
}
