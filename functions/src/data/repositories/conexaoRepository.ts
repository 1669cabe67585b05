import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { prefixoTenant } from '../chaves';
import { contarItens, deleteItem, entidade, escrever, listarItens, putItem } from '../entidade';
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
 * - Connection of an account  pk `T#<SIGLA>#CONEXOES_USUARIO#<usuarioId>`  sk
 *   `SESSAO#<sessaoId>#CONEXAO#<connectionId>`, written and deleted with the connection. When a
 *   session or the account's sessions end, the fan-out finds the sockets to close with one Query
 *   of the account's partition (the whole of it, or the session's prefix), never a Scan.
 * The connection's items expire with it: API Gateway closes a socket after 2 h at most, and never
 * later than its session (expiraEm is the earlier of the two); a missed $disconnect is cleaned by
 * TTL or by the fan-out on the first 410.
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
  pkConta: (sigla: string, usuarioId: string) => `${prefixoTenant(sigla)}#CONEXOES_USUARIO#${usuarioId}`,
  /** By session first: one session's sockets are a prefix of the account's partition. */
  skConta: (sessaoId: string, connectionId: string) => `${conexaoKeys.prefixoSessao(sessaoId)}CONEXAO#${connectionId}`,
  prefixoSessao: (sessaoId: string) => `SESSAO#${sessaoId}#`,
  prefixoConta: () => 'SESSAO#',
};
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
export async function conexoesDaConta(
  deps: Deps,
  sigla: string,
  usuarioId: string,
  sessaoId?: string,
): Promise<ConexaoDaConta[]> {
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
 * Commits groups of membership writes in their order, each group atomic. Every item in them is
 * the connection's own (its ref, its membership, its line in the account), so only two writes of
 * the same connection can collide; such a loss (TransactionConflict) is an error, never a join
 * answered and not written.
 */
async function gravarNaSala(deps: Deps, grupos: TransactItem[][]): Promise<void> {
  for (const lote of emLotesDeTransacao(grupos, (g) => g.length)) {
    if (!(await transact(deps, lote.flat()))) throw new Error('Escrita na sala em conflito com outra da mesma conexão');
  }
}

function escritasDaSala(deps: Deps, conexao: Conexao, sala: string, acao: 'Put' | 'Delete'): TransactItem[] {
  const ref = { pk: conexaoKeys.pk(conexao.connectionId), sk: conexaoKeys.skSala(sala) };
  const membro = { pk: conexaoKeys.pkSala(conexao.sigla, sala), sk: conexaoKeys.skMembro(conexao.connectionId) };
  if (acao === 'Delete') return [deleteItem(deps, ref), deleteItem(deps, membro)];
  const comum = { usuarioId: conexao.usuarioId, expiraEm: conexao.expiraEm };
  return [
    putItem(deps, { ...ref, entidade: 'CONEXAO_SALA', sala, ...comum }),
    putItem(deps, {
      ...membro,
      entidade: 'MEMBRO_SALA',
      connectionId: conexao.connectionId,
      sigla: conexao.sigla,
      ...comum,
    }),
  ];
}

/** Membership and its ref land together, so $disconnect never misses a room it is in. */
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
    // A join answered before an event is a member of it: the socket hears every event after its 'entrou'.
    consistente: true,
  });
  return membros
    .filter((m) => m.sigla === sigla)
    .map((m) => ({ connectionId: m.connectionId, usuarioId: m.usuarioId, expiraEm: m.expiraEm }));
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
  await escrever(
    deps,
    deleteItem(deps, { pk: conexaoKeys.pkSala(sigla, sala), sk: conexaoKeys.skMembro(connectionId) }),
  );
  await removerConexao(deps, connectionId);
}
