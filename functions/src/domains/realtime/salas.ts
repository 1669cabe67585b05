import { prefixosSala, type PrefixoSala } from '@wf/shared/realtime';

export interface SalaLida {
  prefixo: PrefixoSala;
  sigla: string;
  id: string;
}

/** Who asks to join: the connection's tenant and user, both fixed by the session at $connect. */
export interface Ouvinte {
  sigla: string;
  usuarioId: string;
}

export type DecisaoEntrada = { permitido: true } | { permitido: false; mensagem: string };

export const mensagensSala = {
  invalida: 'Sala inválida',
  semAcesso: 'Você não tem acesso a esta sala',
} as const;

// Ids are the product's own (uuids and the like); anything else in a room name is refused.
const PARTE = /^[A-Za-z0-9_-]{1,64}$/;

/** `FLUXO:AVMB:123` -> its parts; null for anything not built by nomeSala. */
export function lerSala(nome: string): SalaLida | null {
  const partes = nome.split(':');
  if (partes.length !== 3) return null;
  const [prefixo, sigla, id] = partes as [string, string, string];
  if (!(prefixosSala as readonly string[]).includes(prefixo)) return null;
  if (!PARTE.test(sigla) || !PARTE.test(id)) return null;
  return { prefixo: prefixo as PrefixoSala, sigla, id };
}

/**
 * The one rule of who may hear a room. The tenant segment must be the connection's own tenant,
 * whatever the prefix: that is what keeps tenants apart on the socket.
 */
export function decidirEntrada(ouvinte: Ouvinte, nome: string): DecisaoEntrada {
  const sala = lerSala(nome);
  if (!sala) return { permitido: false, mensagem: mensagensSala.invalida };
  if (sala.sigla !== ouvinte.sigla) return { permitido: false, mensagem: mensagensSala.semAcesso };
  switch (sala.prefixo) {
    case 'NOTIFICACAO':
      // Notifications are personal: only the user's own room.
      return sala.id === ouvinte.usuarioId ? { permitido: true } : { permitido: false, mensagem: mensagensSala.semAcesso };
    case 'FLUXO':
    case 'CHAT-FLUXO':
      // Flows do not exist yet, so there is no per-flow access to consult: any flow room of the
      // tenant is allowed. When flows arrive, this is where the flow's access list is checked
      // (the user must be allowed to see flow `sala.id`), which makes this function async.
      return { permitido: true };
  }
}
