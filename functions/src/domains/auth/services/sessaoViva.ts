import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { emSegundos } from '../../../data/chaves';
import { buscarSessao } from '../../../data/repositories/sessaoRepository';
import { buscarUsuario } from '../../../data/repositories/usuarioRepository';
import { aceitaSessao } from '../../usuarios';

/**
 * The session with this id (the SHA-256 of its cookie token) if it is still alive, else null:
 * unknown or deleted (logout, refresh), expired (checked here, TTL deletion may lag), of an
 * account that is gone or inactive, or older than the account's last password change or reset.
 * The one rule for a cookie (resolverSessao) and for a socket opened with it, which carries only
 * the id (the realtime domain re-checks it on every message and when the account changes).
 */
export async function sessaoViva(deps: AppDeps, sigla: string, sessaoId: string): Promise<Sessao | null> {
  const registro = await buscarSessao(deps, sigla, sessaoId);
  if (!registro || registro.expiraEm <= emSegundos(deps.clock())) return null;
  const usuario = await buscarUsuario(deps, registro.sigla, registro.usuarioId);
  if (!usuario || !aceitaSessao(usuario, registro.criadaEm)) return null;
  return {
    sigla: usuario.sigla,
    usuarioId: usuario.id,
    email: usuario.email,
    perfilUsuario: usuario.perfilUsuario,
    sessaoId: registro.sessaoId,
    expiraEm: registro.expiraEm,
  };
}
