import { emSegundos } from '../data/chaves';
import type { RegistroSessao } from '../data/repositories/sessaoRepository';
import { gerarSegredo, hashDeSegredo } from '../lib/segredos';

/*
 * A new session's shape and lifetime, below the domains: auth opens and renews sessions with it,
 * and usuarios opens the one that replaces the session of a person who changes his password.
 */

/**
 * Sessions last 8 hours (docs/adr/0003-sessions-and-tenancy.md); the SPA renews every 60 minutes,
 * so an open app never loses its session and a forgotten one dies the same day.
 */
export const DURACAO_SESSAO_SEGUNDOS = 8 * 3600;

/** A session just opened: the raw token goes to the cookie, only its hash to the table. */
export interface SessaoAberta {
  sigla: string;
  token: string;
  maxAgeSegundos: number;
  registro: RegistroSessao;
}

/** The account a session is opened for. */
export interface ContaDaSessao {
  sigla: string;
  id: string;
}

/** Builds (does not write) a new session of this account. */
export function novaSessao(usuario: ContaDaSessao, agora: Date): SessaoAberta {
  const token = gerarSegredo();
  return {
    sigla: usuario.sigla,
    token,
    maxAgeSegundos: DURACAO_SESSAO_SEGUNDOS,
    registro: {
      sessaoId: hashDeSegredo(token),
      sigla: usuario.sigla,
      usuarioId: usuario.id,
      criadaEm: agora.toISOString(),
      expiraEm: emSegundos(agora) + DURACAO_SESSAO_SEGUNDOS,
    },
  };
}
