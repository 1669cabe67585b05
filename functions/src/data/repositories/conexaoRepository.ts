import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { emSegundos, prefixoTenant } from '../chaves';
import { buscarItem, contarItens, deleteItem, entidade, listarItens, putItem, updateItem } from '../entidade';
import { esperarAntesDe } from '../../lib/esperarAntesDe';
import { emLotesDeTransacao, transact, type TransactItem } from '../transact';

/**
 * WebSocket connections and their room memberships (docs/architecture.md, "Realtime").
 *
 * - Connection  pk `CONEXAO#<connectionId>`  sk `CONEXAO`. A key without the tenant first, on purpose:
 *   $disconnect and $default carry nothing but the id API Gateway issued, so the tenant is read
 *   from this item. No request can choose the id, so no request can reach another tenant's one.
 * - Room ref    pk `CONEXAO#<connectionId>`  sk `SALA#<sala>`. Beside the connection, so
 *   $disconnect finds every room of the connection in the same one-partition Query.
 * - Membership  pk `T#<SIGLA>#SALA#<sala>`  sk `CONEXAO#<connectionId>`. Fan-out is one Query
 *   per room; the tenant prefix keeps a room of one tenant out of reach of another, and the item
 *   also records the connection's own tenant, which the fan-out reads back: a membership whose
 *   connection is of another tenant than its room (a bug elsewhere, a hand-made item) is skipped.
 * - Room version  pk `T#<SIGLA>#SALA#<sala>`  sk `VERSAO`. A new random `versao` with every
 *   membership written or deleted, in the same transaction: the fan-out keeps a room's members
 *   while the version stays the same (membrosEmCache.ts), reading one small item per event instead
 *   of the whole room. Random, not a counter, so a version that expired and came back is never
 *   taken for an old one.
 * - Connection of an account  pk `T#<SIGLA>#CONEXOES_USUARIO#<usuarioId>`  sk
 *   `SESSAO#<sessaoId>#CONEXAO#<connectionId>`, written and deleted with the connection. When a
 *   session or the account's sessions end, the fan-out finds the sockets to close with one Query
 *   of the account's partition (the whole of it, or the session's prefix), never a Scan.
 * The connection's items expire with it: API Gateway closes a socket after 2 h at most, and never
 * later than its session (expiraEm is the earlier of the two); a missed $disconnect is cleaned by
 * TTL or by the fan-out on the first 410. The version lives as long as a connection could from
 * its last change.
 */
const conexaoSchema = z.object({
  connectionId: z.string(),
  sigla: z.string(),
  usuarioId: z.string(),
  /** The session the socket was opened with; absent on items written before it was recorded (treated as ended). */
  sessaoId: z.string().optional(),
  conectadoEm: z.string(),
  expiraEm: z.number(),
});
export type Conexao = z.infer<typeof conexaoSchema>;

const refSalaSchema = z.object({ sala: z.string() });
// sigla: the tenant of the connection (its session), written at join; absent on no item we write.
const membroSchema = z.object({
  connectionId: z.string(),
  sigla: z.string().optional(),
  usuarioId: z.string().optional(),
  expiraEm: z.number().optional(),
});
export interface MembroSala {
  connectionId: string;
  usuarioId: string | undefined;
  /** Epoch seconds: past it the membership is dead (its session expired) even before TTL deletes it. */
  expiraEm: number | undefined;
}
const conexaoDaContaSchema = z.object({ connectionId: z.string(), sessaoId: z.string() });
export type ConexaoDaConta = z.infer<typeof conexaoDaContaSchema>;

const SK_CONEXAO = 'CONEXAO';
// API Gateway closes any socket after 2 h; the margin covers clock skew before TTL removes it.
export const DURACAO_CONEXAO_SEGUNDOS = 2 * 3600 + 10 * 60;
const conexaoEntidade = entidade('CONEXAO', conexaoSchema);

export const conexaoKeys = {
  pk: (connectionId: string) => `CONEXAO#${connectionId}`,
  sk: () => SK_CONEXAO,
  skSala: (sala: string) => `SALA#${sala}`,
  pkSala: (sigla: string, sala: string) => `${prefixoTenant(sigla)}#SALA#${sala}`,
  skMembro: (connectionId: string) => `CONEXAO#${connectionId}`,
  skVersao: () => SK_VERSAO,
  pkConta: (sigla: string, usuarioId: string) => `${prefixoTenant(sigla)}#CONEXOES_USUARIO#${usuarioId}`,
  /** By session first: one session's sockets are a prefix of the account's partition. */
  skConta: (sessaoId: string, connectionId: string) => `${conexaoKeys.prefixoSessao(sessaoId)}CONEXAO#${connectionId}`,
  prefixoSessao: (sessaoId: string) => `SESSAO#${sessaoId}#`,
  prefixoConta: () => 'SESSAO#',
};
const SK_VERSAO = 'VERSAO';
const versaoSchema = z.object({ versao: z.string() });

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

const chaveDaConta = (conexao: Conexao & { sessaoId: string }) => ({
  pk: conexaoKeys.pkConta(conexao.sigla, conexao.usuarioId),
  sk: conexaoKeys.skConta(conexao.sessaoId, conexao.connectionId),
});

/** The connection and its line in the account's partition, together: no socket the fan-out cannot find to close. */
export async function salvarConexao(deps: Deps, conexao: Conexao & { sessaoId: string }): Promise<void> {
  const { connectionId, sessaoId, expiraEm } = conexao;
  await transact(deps, [
    conexaoEntidade.gravar(deps, { pk: conexaoKeys.pk(connectionId), sk: SK_CONEXAO }, conexao),
    putItem(deps, { ...chaveDaConta(conexao), entidade: 'CONEXAO_USUARIO', connectionId, sessaoId, expiraEm }),
  ]);
}

/**
 * The live connections of an account (every page; a socket lives 2 h at most), or of one of its
 * sessions: what to close when the session or the account's sessions end.
 */
export async function conexoesDaConta(deps: Deps, sigla: string, usuarioId: string, sessaoId?: string): Promise<ConexaoDaConta[]> {
  return listarItens(deps, conexaoDaContaSchema, {
    pk: conexaoKeys.pkConta(sigla, usuarioId),
    prefixoSk: sessaoId === undefined ? conexaoKeys.prefixoConta() : conexaoKeys.prefixoSessao(sessaoId),
    projecao: ['connectionId', 'sessaoId'],
    consistente: true,
  });
}

export async function buscarConexao(deps: Deps, connectionId: string): Promise<Conexao | null> {
  return conexaoEntidade.buscar(deps, { pk: conexaoKeys.pk(connectionId), sk: SK_CONEXAO });
}

export async function contarSalasDaConexao(deps: Deps, connectionId: string): Promise<number> {
  return contarItens(deps, { pk: conexaoKeys.pk(connectionId), prefixoSk: conexaoKeys.skSala('') });
}

/**
 * A new version of the room's members, with the write that changes them. It lives as long as a
 * connection could from now, so it outlives every member it versions; once it is gone the
 * fan-out reads the room every time, which is slower, never wrong.
 */
function novaVersaoDaSala(deps: Deps, sigla: string, sala: string): TransactItem {
  const chave = { pk: conexaoKeys.pkSala(sigla, sala), sk: SK_VERSAO };
  const expiraEm = emSegundos(new Date()) + DURACAO_CONEXAO_SEGUNDOS;
  return updateItem(deps, chave, { set: { versao: randomUUID(), expiraEm }, setSeAusente: { entidade: 'VERSAO_SALA' } });
}

/** Tries of a membership write before it fails (see gravarNaSala). */
export const TENTATIVAS_NA_SALA = 5;

/**
 * Commits groups of membership writes in their order, each group atomic. These writes carry no
 * condition, so a transaction that does not go through lost a race on the room's version item to
 * another join, leave or removal of the same room (TransactionConflict). They are idempotent: tried
 * again after a short random wait, and after the last try an error, never a join answered and not
 * written.
 */
async function gravarNaSala(deps: Deps, grupos: TransactItem[][]): Promise<void> {
  for (const lote of emLotesDeTransacao(grupos, (g) => g.length)) {
    for (let tentativa = 1; !(await transact(deps, lote.flat())); tentativa += 1) {
      if (tentativa >= TENTATIVAS_NA_SALA) throw new Error(`Escrita na sala em conflito após ${tentativa} tentativas`);
      await esperarAntesDe(tentativa);
    }
  }
}

function escritasDaSala(deps: Deps, conexao: Conexao, sala: string, acao: 'Put' | 'Delete'): TransactItem[] {
  const ref = { pk: conexaoKeys.pk(conexao.connectionId), sk: conexaoKeys.skSala(sala) };
  const membro = { pk: conexaoKeys.pkSala(conexao.sigla, sala), sk: conexaoKeys.skMembro(conexao.connectionId) };
  const versao = novaVersaoDaSala(deps, conexao.sigla, sala);
  if (acao === 'Delete') return [deleteItem(deps, ref), deleteItem(deps, membro), versao];
  const comum = { usuarioId: conexao.usuarioId, expiraEm: conexao.expiraEm };
  return [
    putItem(deps, { ...ref, entidade: 'CONEXAO_SALA', sala, ...comum }),
    putItem(deps, { ...membro, entidade: 'MEMBRO_SALA', connectionId: conexao.connectionId, sigla: conexao.sigla, ...comum }),
    versao,
  ];
}

/** Membership, its ref and the room's new version land together, so $disconnect never misses a room it is in. */
export async function entrarNaSala(deps: Deps, conexao: Conexao, sala: string): Promise<void> {
  await gravarNaSala(deps, [escritasDaSala(deps, conexao, sala, 'Put')]);
}

export async function sairDaSala(deps: Deps, conexao: Conexao, sala: string): Promise<void> {
  await gravarNaSala(deps, [escritasDaSala(deps, conexao, sala, 'Delete')]);
}

/** The connections in a room and their users, every page; only connections of the room's own tenant. */
export async function membrosDaSala(deps: Deps, sigla: string, sala: string): Promise<MembroSala[]> {
  const membros = await listarItens(deps, membroSchema, {
    pk: conexaoKeys.pkSala(sigla, sala),
    prefixoSk: conexaoKeys.skMembro(''),
    projecao: ['connectionId', 'sigla', 'usuarioId', 'expiraEm'],
    // At least as new as the version read before it (membrosEmCache.ts keeps it under that one).
    consistente: true,
  });
  return membros
    .filter((m) => m.sigla === sigla)
    .map((m) => ({ connectionId: m.connectionId, usuarioId: m.usuarioId, expiraEm: m.expiraEm }));
}

/** The room's members' current version (one small, strongly consistent read); null when it has none. */
export async function versaoDaSala(deps: Deps, sigla: string, sala: string): Promise<string | null> {
  const chave = { pk: conexaoKeys.pkSala(sigla, sala), sk: SK_VERSAO };
  const item = await buscarItem(deps, versaoSchema, chave, { consistente: true, projecao: ['versao'] });
  return item?.versao ?? null;
}

/** Connection ids in a room (membrosDaSala without the users). */
export async function conexoesDaSala(deps: Deps, sigla: string, sala: string): Promise<string[]> {
  return (await membrosDaSala(deps, sigla, sala)).map((m) => m.connectionId);
}

/** Deletes the connection, its room refs and its memberships. Idempotent: a gone connection is a no-op. */
export async function removerConexao(deps: Deps, connectionId: string): Promise<void> {
  const conexao = await buscarConexao(deps, connectionId);
  if (!conexao) return;
  const refs = await listarItens(deps, refSalaSchema, {
    pk: conexaoKeys.pk(connectionId),
    prefixoSk: conexaoKeys.skSala(''),
  });
  // The connection item goes last, in the last transaction: if one fails, a retry still finds it.
  await gravarNaSala(deps, [
    ...refs.map((r) => escritasDaSala(deps, conexao, r.sala, 'Delete')),
    [
      ...(conexao.sessaoId ? [deleteItem(deps, chaveDaConta({ ...conexao, sessaoId: conexao.sessaoId }))] : []),
      deleteItem(deps, { pk: conexaoKeys.pk(connectionId), sk: SK_CONEXAO }),
    ],
  ]);
}

/**
 * A connection API Gateway answered 410 for, found in a room: that membership goes even when the
 * connection item is already gone (TTL deletes the three kinds of item in no set order).
 */
export async function removerConexaoSumida(
  deps: Deps,
  sigla: string,
  sala: string,
  connectionId: string,
): Promise<void> {
  await gravarNaSala(deps, [
    [
      deleteItem(deps, { pk: conexaoKeys.pkSala(sigla, sala), sk: conexaoKeys.skMembro(connectionId) }),
      novaVersaoDaSala(deps, sigla, sala),
    ],
  ]);
  await removerConexao(deps, connectionId);
}
