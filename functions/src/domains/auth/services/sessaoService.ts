import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import {
  buscarSessao,
  excluirSessaoItem,
  gravarSessao,
  gravarSessaoItem,
} from '../../../data/repositories/sessaoRepository';
import { transact, type TransactItem } from '../../../data/transact';
import { hashDeSegredo } from '../../../lib/segredos';
import { novaSessao, type ContaDaSessao, type SessaoAberta } from '../../../kernel/novaSessao';
import { sessaoViva } from './sessaoViva';

export async function abrirSessao(deps: AppDeps, usuario: ContaDaSessao): Promise<SessaoAberta> {
  const sessao = novaSessao(usuario, deps.clock());
  await gravarSessao(deps, sessao.registro);
  return sessao;
}

/**
 * The session behind a cookie token of a tenant, or null: unknown (in this tenant), expired
 * (checked here, TTL deletion may lag), of an account that is gone or inactive, or older than
 * the account's last password reset (sessaoViva.ts).
 */
export async function resolverSessao(deps: AppDeps, sigla: string, token: string): Promise<Sessao | null> {
  return sessaoViva(deps, sigla, hashDeSegredo(token));
}

/**
 * The end of one session, with its deletion: the realtime fan-out closes the sockets opened with
 * it (a socket carries no cookie, so nothing else would stop it). In the same transaction, so a
 * Lambda dying after the commit still has them closed.
 */
const sessaoEncerradaItem = (
  deps: AppDeps,
  s: { sigla: string; usuarioId: string; sessaoId: string },
  motivo: 'logout' | 'renovada',
): TransactItem =>
  outboxPut(deps, {
    tipo: 'sessaoEncerrada',
    detalhe: { sigla: s.sigla, usuarioId: s.usuarioId, sessaoId: s.sessaoId, motivo },
  });

/**
 * Replaces the session with a fresh one (new token, new expiry); the old item is deleted in the
 * same transaction, and the old session's sockets are closed (the SPA reopens its socket with the
 * new cookie and joins its rooms again).
 */
export async function renovarSessao(deps: AppDeps, atual: Sessao, usuario: ContaDaSessao): Promise<SessaoAberta> {
  const nova = novaSessao(usuario, deps.clock());
  await transact(deps, [
    gravarSessaoItem(deps, nova.registro),
    excluirSessaoItem(deps, atual.sigla, atual.sessaoId),
    sessaoEncerradaItem(deps, atual, 'renovada'),
  ]);
  return nova;
}

/** Logout: deletes the session of that tenant's cookie, if any (an unknown token is simply ignored), and closes its sockets. */
export async function encerrarSessao(deps: AppDeps, sigla: string, token: string): Promise<void> {
  const registro = await buscarSessao(deps, sigla, hashDeSegredo(token));
  if (!registro) return;
  await transact(deps, [
    excluirSessaoItem(deps, sigla, registro.sessaoId),
    sessaoEncerradaItem(deps, registro, 'logout'),
  ]);
}
