import { emSegundos } from '../data/chaves';
import type { RegistroSessao } from '../data/repositories/sessaoRepository';
import { gerarSegredo, hashDeSegredo } from '../lib/segredos';

/*
 * A new session's shape and lifetime, below the domains: auth opens and renews sessions with it,
 * and usuarios opens the one that replaces the session of a person who changes his password.
 */

/**
 * Sessions last 8 hours by default (docs/adr/0003-sessions-and-tenancy.md; an administrator may
 * set another length per person, tempoSessao); the SPA renews every 60 minutes,
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
  /** The account's session length in minutes (tempoSessao, docs/adr/0075-user-settings.md); 8 h when absent. */
  tempoSessao?: number;
}

/** Builds (does not write) a new session of this account: it lasts the account's tempoSessao. */
export function novaSessao(usuario: ContaDaSessao, agora: Date): SessaoAberta {
  const token = gerarSegredo();
  const duracao = usuario.tempoSessao ? usuario.tempoSessao * 60 : DURACAO_SESSAO_SEGUNDOS;
  return {
    sigla: usuario.sigla,
    token,
    maxAgeSegundos: duracao,
    registro: {
      sessaoId: hashDeSegredo(token),
      sigla: usuario.sigla,
      usuarioId: usuario.id,
      criadaEm: agora.toISOString(),
      expiraEm: emSegundos(agora) + duracao,
    },
  };
}
