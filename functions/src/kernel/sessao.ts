import type { PerfilUsuario } from '@wf/shared/types/sessao';

/**
 * The signed-in person: always scoped to one tenant. Services take it as the caller's identity;
 * it lives outside app/http so a service never depends on the HTTP stack (the WebSocket
 * handshake and the consumers build it too).
 */
export interface Sessao {
  sigla: string;
  usuarioId: string;
  email: string;
  perfilUsuario: PerfilUsuario;
  /** Identifies the session item (hash of the cookie token), for logout and refresh. */
  sessaoId: string;
  /** When the session item expires (epoch seconds), when resolved from it: a socket dies with it. */
  expiraEm?: number;
  /**
   * Set only when a rule's action acts (the system on behalf of the rule's creator): the rule's
   * depth in its chain. Such a session has every stage permission (the flow's structural rules
   * still apply) and the events it publishes carry it as profundidadeRegra.
   */
  profundidadeRegra?: number;
  /**
   * With profundidadeRegra: the action acts with this person's own stage permissions, not the
   * system's (a run a person asked for: POST executar-regras). What he could do by hand, no more.
   */
  autoridadePropria?: true;
  /** Set with profundidadeRegra: the event that started the chain, whose budget the rule spends (its events carry it). */
  idEventoRaizRegra?: string;
}

/** What a change's events carry of the rule chain that made it (nothing for a person's change). */
export type CadeiaRegra = Pick<Sessao, 'profundidadeRegra' | 'idEventoRaizRegra'>;
