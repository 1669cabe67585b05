import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { prefixoTenant } from '../chaves';
import { contarItens, deleteItem, entidade, escrever, listarItens, putItem } from '../entidade';
import { transact, transactEmSequencia, type TransactItem } from '../transact';

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
 * All three expire with the connection: API Gateway closes a socket after 2 h at most, and a
 * missed $disconnect is cleaned by TTL or by the fan-out on the first 410.
 */
const conexaoSchema = z.object({
  connectionId: z.string(),
  sigla: z.string(),
  usuarioId: z.string(),
  conectadoEm: z.string(),
  expiraEm: z.number(),
});
export type Conexao = z.infer<typeof conexaoSchema>;

const refSalaSchema = z.object({ sala: z.string() });
// sigla: the tenant of the connection (its session), written at join; absent on no item we write.
const membroSchema = z.object({ connectionId: z.string(), sigla: z.string().optional(), usuarioId: z.string().optional() });
export interface MembroSala {
  connectionId: string;
  usuarioId: string | undefined;
}

const SK_CONEXAO = 'CONEXAO';
const conexaoEntidade = entidade('CONEXAO', conexaoSchema);

export const conexaoKeys = {
  pk: (connectionId: string) => `CONEXAO#${connectionId}`,
  sk: () => SK_CONEXAO,
  skSala: (sala: string) => `SALA#${sala}`,
  pkSala: (sigla: string, sala: string) => `${prefixoTenant(sigla)}#SALA#${sala}`,
  skMembro: (connectionId: string) => `CONEXAO#${connectionId}`,
};

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

export async function salvarConexao(deps: Deps, conexao: Conexao): Promise<void> {
  await escrever(
    deps,
    conexaoEntidade.gravar(deps, { pk: conexaoKeys.pk(conexao.connectionId), sk: SK_CONEXAO }, conexao),
  );
}

export async function buscarConexao(deps: Deps, connectionId: string): Promise<Conexao | null> {
  return conexaoEntidade.buscar(deps, { pk: conexaoKeys.pk(connectionId), sk: SK_CONEXAO });
}

export async function contarSalasDaConexao(deps: Deps, connectionId: string): Promise<number> {
  return contarItens(deps, { pk: conexaoKeys.pk(connectionId), prefixoSk: conexaoKeys.skSala('') });
}

function escritasDaSala(deps: Deps, conexao: Conexao, sala: string, acao: 'Put' | 'Delete'): TransactItem[] {
  const ref = { pk: conexaoKeys.pk(conexao.connectionId), sk: conexaoKeys.skSala(sala) };
  const membro = { pk: conexaoKeys.pkSala(conexao.sigla, sala), sk: conexaoKeys.skMembro(conexao.connectionId) };
  if (acao === 'Delete') return [deleteItem(deps, ref), deleteItem(deps, membro)];
  const comum = { usuarioId: conexao.usuarioId, expiraEm: conexao.expiraEm };
  return [
    putItem(deps, { ...ref, entidade: 'CONEXAO_SALA', sala, ...comum }),
    putItem(deps, { ...membro, entidade: 'MEMBRO_SALA', connectionId: conexao.connectionId, sigla: conexao.sigla, ...comum }),
  ];
}

/** Membership and its ref land together, so $disconnect never misses a room it is in. */
export async function entrarNaSala(deps: Deps, conexao: Conexao, sala: string): Promise<void> {
  await transact(deps, escritasDaSala(deps, conexao, sala, 'Put'));
}

export async function sairDaSala(deps: Deps, conexao: Conexao, sala: string): Promise<void> {
  await transact(deps, escritasDaSala(deps, conexao, sala, 'Delete'));
}

/** The connections in a room and their users, every page; only connections of the room's own tenant. */
export async function membrosDaSala(deps: Deps, sigla: string, sala: string): Promise<MembroSala[]> {
  const membros = await listarItens(deps, membroSchema, {
    pk: conexaoKeys.pkSala(sigla, sala),
    projecao: ['connectionId', 'sigla', 'usuarioId'],
  });
  return membros
    .filter((m) => m.sigla === sigla)
    .map((m) => ({ connectionId: m.connectionId, usuarioId: m.usuarioId }));
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
  await transactEmSequencia(deps, [
    ...refs.map((r) => escritasDaSala(deps, conexao, r.sala, 'Delete')),
    [deleteItem(deps, { pk: conexaoKeys.pk(connectionId), sk: SK_CONEXAO })],
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
