import { prefixosSala, type PrefixoSala } from '@wf/shared/realtime';

export interface SalaLida {
  prefixo: PrefixoSala;
  sigla: string;
  id: string;
  /** A direct chat room's two people, sorted (`CHAT-FLUXO:<SIGLA>:<idFluxo>:<a>:<b>`). */
  participantes?: [string, string];
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

/** `FLUXO:AVMB:123` -> its parts; null for anything not built by nomeSala or salaChatDireta. */
export function lerSala(nome: string): SalaLida | null {
  const partes = nome.split(':');
  if (partes.length !== 3 && partes.length !== 5) return null;
  const [prefixo, sigla, id, a, b] = partes as [string, string, string, string?, string?];
  if (!(prefixosSala as readonly string[]).includes(prefixo)) return null;
  if (!partes.slice(1).every((p) => PARTE.test(p))) return null;
  if (partes.length === 3) return { prefixo: prefixo as PrefixoSala, sigla, id };
  // Only chat has two-person rooms, always named with the ids sorted and distinct.
  if (prefixo !== 'CHAT-FLUXO' || !a || !b || !(a < b)) return null;
  return { prefixo, sigla, id, participantes: [a, b] };
}

/**
 * The first rule of who may hear a room, decided on the name alone. The tenant segment must be
 * the connection's own tenant, whatever the prefix: that is what keeps tenants apart on the
 * socket. Flow rooms then need the per-flow check of decidirEntradaNaSala.
 */
export function decidirEntrada(ouvinte: Ouvinte, nome: string): DecisaoEntrada {
  const sala = lerSala(nome);
  if (!sala) return { permitido: false, mensagem: mensagensSala.invalida };
  if (sala.sigla !== ouvinte.sigla) return { permitido: false, mensagem: mensagensSala.semAcesso };
  switch (sala.prefixo) {
    case 'NOTIFICACAO':
      // Notifications are personal: only the user's own room.
      return sala.id === ouvinte.usuarioId
        ? { permitido: true }
        : { permitido: false, mensagem: mensagensSala.semAcesso };
    case 'CHAT-FLUXO':
      // A direct conversation is heard by its two people only.
      if (sala.participantes && !sala.participantes.includes(ouvinte.usuarioId))
        return { permitido: false, mensagem: mensagensSala.semAcesso };
      return { permitido: true };
    case 'FLUXO':
      // Tenant checked; whether the user sees flow `sala.id` is decidirEntradaNaSala's question.
      return { permitido: true };
  }
}

/** Does the connection's user see this flow? (owner, or authorised on one of its stages) */
export type ConsultaAcessoFluxo = (idFluxo: string) => Promise<boolean>;

/**
 * The whole rule: the name-based one above, then, for FLUXO and CHAT-FLUXO rooms, the flow's
 * own access: a connection may only join the rooms of flows its user can see, the same rule as
 * every flow call. A flow the user cannot see and one that does not exist answer alike.
 */
export async function decidirEntradaNaSala(
  ouvinte: Ouvinte,
  nome: string,
  veFluxo: ConsultaAcessoFluxo,
): Promise<DecisaoEntrada> {
  const decisao = decidirEntrada(ouvinte, nome);
  const sala = lerSala(nome);
  if (!decisao.permitido || !sala || sala.prefixo === 'NOTIFICACAO') return decisao;
  return (await veFluxo(sala.id)) ? { permitido: true } : { permitido: false, mensagem: mensagensSala.semAcesso };
}
