import type { AppDeps } from '../../../app/deps';
import type { Sessao } from '../../../app/sessao';
import { emSegundos } from '../../../data/chaves';
import {
  buscarSessao,
  excluirSessao,
  excluirSessaoItem,
  gravarSessao,
  gravarSessaoItem,
  type RegistroSessao,
} from '../../../data/repositories/sessaoRepository';
import { buscarUsuario } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { gerarSegredo, hashDeSegredo } from '../../../lib/segredos';
import { aceitaSessao, type Usuario } from '../../usuarios/entities/usuario';

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

/** Builds (does not write) a new session of this account. */
export function novaSessao(usuario: Usuario, agora: Date): SessaoAberta {
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

export async function abrirSessao(deps: AppDeps, usuario: Usuario): Promise<SessaoAberta> {
  const sessao = novaSessao(usuario, deps.clock());
  await gravarSessao(deps, sessao.registro);
  return sessao;
}

/**
 * The session behind a cookie token of a tenant, or null: unknown (in this tenant), expired
 * (checked here, TTL deletion may lag), of an account that is gone or inactive, or older than
 * the account's last password reset.
 */
export async function resolverSessao(deps: AppDeps, sigla: string, token: string): Promise<Sessao | null> {
  const registro = await buscarSessao(deps, sigla, hashDeSegredo(token));
  if (!registro || registro.expiraEm <= emSegundos(deps.clock())) return null;
  const usuario = await buscarUsuario(deps, registro.sigla, registro.usuarioId);
  if (!usuario || !aceitaSessao(usuario, registro.criadaEm)) return null;
  return {
    sigla: usuario.sigla,
    usuarioId: usuario.id,
    email: usuario.email,
    perfilUsuario: usuario.perfilUsuario,
    sessaoId: registro.sessaoId,
  };
}

/** Replaces the session with a fresh one (new token, new expiry); the old item is deleted in the same transaction. */
export async function renovarSessao(deps: AppDeps, atual: Sessao, usuario: Usuario): Promise<SessaoAberta> {
  const nova = novaSessao(usuario, deps.clock());
  await transact(deps, [gravarSessaoItem(deps, nova.registro), excluirSessaoItem(deps, atual.sigla, atual.sessaoId)]);
  return nova;
}

/** Logout: deletes the session of that tenant's cookie, if any (an unknown token is simply ignored). */
export async function encerrarSessao(deps: AppDeps, sigla: string, token: string): Promise<void> {
  await excluirSessao(deps, sigla, hashDeSegredo(token));
}
