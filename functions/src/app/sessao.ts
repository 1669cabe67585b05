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
}
