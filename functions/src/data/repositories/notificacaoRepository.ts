import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { notificacaoSchema, type NotificacaoArmazenada } from '../../domains/notificacoes/entities/notificacao';
import { prefixoTenant, type ChaveItem } from '../chaves';
import { buscarItem, deleteItem, entidade, lerAte, putItem, updateItem } from '../entidade';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * A person's notifications, all in one partition per person: pk `T#<SIGLA>#NOTIFICACOES#<usuarioId>`
 *   sk `NOTIF#<id>`                       the notification (id = event time in ms + event id, so
 *                                          the partition read backwards is newest first)
 *   sk `NAOLIDA#<idInstancia>#<id>`       a marker that exists while the notification is unread:
 *                                          "mark all" and "mark this card's" read only these
 *   sk `CONTADOR`                         naoLidas, the bell's count
 * A notification once read carries `expiraEm` (the table's TTL, DIAS_GUARDA_NOTIFICACAO_LIDA
 * after the mark); an unread one never expires, so the count never counts a vanished item.
 * The partition is the person's: every route builds it from the session's tenant and user, so
 * nobody can address another person's (or tenant's) notification, whatever id he sends.
 * The count moves only in the transaction that creates the unread pair (notification + marker,
 * +1) or deletes the marker (-1, conditioned on the notification still being unread), so it
 * stays exact under redeliveries and concurrent marks.
 */
export const notificacaoKeys = {
  pk: (sigla: string, usuarioId: string) => `${prefixoTenant(sigla)}#NOTIFICACOES#${usuarioId}`,
  sk: (id: string) => `NOTIF#${id}`,
  prefixoSk: () => 'NOTIF#',
  naoLida: (idInstancia: string, id: string) => `NAOLIDA#${idInstancia}#${id}`,
  prefixoNaoLidas: (idInstancia?: string) => (idInstancia ? `NAOLIDA#${idInstancia}#` : 'NAOLIDA#'),
  contador: () => 'CONTADOR',
};

const notificacao = entidade('NOTIFICACAO', notificacaoSchema);
const marcadorSchema = z.object({ id: z.string(), idInstancia: z.string() });
const contadorSchema = z.object({ naoLidas: z.number().int() });

const chave = (sigla: string, usuarioId: string, id: string): ChaveItem => ({
  pk: notificacaoKeys.pk(sigla, usuarioId),
  sk: notificacaoKeys.sk(id),
});
const chaveContador = (sigla: string, usuarioId: string): ChaveItem => ({
  pk: notificacaoKeys.pk(sigla, usuarioId),
  sk: notificacaoKeys.contador(),
});
const chaveMarcador = (sigla: string, usuarioId: string, idInstancia: string, id: string): ChaveItem => ({
  pk: notificacaoKeys.pk(sigla, usuarioId),
  sk: notificacaoKeys.naoLida(idInstancia, id),
});

/**
 * The writes of a new unread notification: the item (put-if-absent: a redelivered event makes the
 * whole transaction fail instead of counting twice), its unread marker and +1 on the count. The
 * caller adds the outbox event.
 */
export function inserirNotificacaoItens(
  deps: Pick<Deps, 'tableName'>,
  sigla: string,
  n: NotificacaoArmazenada,
): TransactItem[] {
  return [
    notificacao.inserir(deps, chave(sigla, n.usuarioId, n.id), n),
    putItem(deps, {
      ...chaveMarcador(sigla, n.usuarioId, n.idInstancia, n.id),
      entidade: 'NOTIFICACAO_NAO_LIDA',
      id: n.id,
      idInstancia: n.idInstancia,
    }),
    updateItem(deps, chaveContador(sigla, n.usuarioId), {
      add: { naoLidas: 1 },
      set: { entidade: 'NOTIFICACAO_CONTADOR' },
    }),
  ];
}

/**
 * The writes that mark notifications read: each flips msgLida only if still N (a concurrent mark
 * makes the transaction fail, and the caller re-reads), deletes its marker, and the count goes
 * down by exactly that many. A read notification gets `expiraEm` (epoch seconds), the table's TTL.
 */
export function marcarLidasItens(
  deps: Pick<Deps, 'tableName'>,
  sigla: string,
  usuarioId: string,
  lidas: Array<{ id: string; idInstancia: string }>,
  expiraEm: number,
): TransactItem[] {
  if (lidas.length === 0) return [];
  return [
    ...lidas.flatMap((l) => [
      notificacao.atualizar(
        deps,
        chave(sigla, usuarioId, l.id),
        { set: { msgLida: 'S', expiraEm } },
        { iguais: { msgLida: 'N' } },
      ),
      deleteItem(deps, chaveMarcador(sigla, usuarioId, l.idInstancia, l.id)),
    ]),
    updateItem(deps, chaveContador(sigla, usuarioId), { add: { naoLidas: -lidas.length } }),
  ];
}

export async function buscarNotificacao(
  deps: Deps,
  sigla: string,
  usuarioId: string,
  id: string,
): Promise<NotificacaoArmazenada | null> {
  return notificacao.buscar(deps, chave(sigla, usuarioId, id), { consistente: true });
}

/** One page of the person's notifications, newest first (one Query). */
export async function paginaDeNotificacoes(
  deps: Deps,
  sigla: string,
  usuarioId: string,
  limite: number,
  cursor?: string,
): Promise<{ itens: NotificacaoArmazenada[]; proximoCursor: string | null }> {
  return notificacao.pagina(
    deps,
    { pk: notificacaoKeys.pk(sigla, usuarioId), prefixoSk: notificacaoKeys.prefixoSk(), decrescente: true },
    limite,
    cursor,
  );
}

/** Up to `quantos` unread notifications (all, or of one card), from their markers (strongly consistent). */
export async function listarNaoLidas(
  deps: Deps,
  sigla: string,
  usuarioId: string,
  quantos: number,
  idInstancia?: string,
): Promise<Array<{ id: string; idInstancia: string }>> {
  const itens = await lerAte(
    deps,
    {
      pk: notificacaoKeys.pk(sigla, usuarioId),
      prefixoSk: notificacaoKeys.prefixoNaoLidas(idInstancia),
      consistente: true,
    },
    quantos,
  );
  return itens.map((i) => marcadorSchema.parse(i));
}

/** The bell's count; 0 for a person who never had a notification. */
export async function contarNaoLidas(deps: Deps, sigla: string, usuarioId: string): Promise<number> {
  const c = await buscarItem(deps, contadorSchema, chaveContador(sigla, usuarioId), { consistente: true });
  return Math.max(0, c?.naoLidas ?? 0);
}

/**
 * A notification a rule's action sent: sk `REGRA#<chave>` in the person's partition, put-if-absent
 * in the notification's own transaction, so a rerun of the action (its event redelivered, with
 * a new notification id) fails whole instead of notifying twice. Expires after any redelivery.
 */
export function marcaNotificacaoDeRegraItem(
  deps: Pick<Deps, 'tableName'>,
  sigla: string,
  usuarioId: string,
  chaveUnica: string,
  expiraEm: number,
): TransactItem {
  return putItem(
    deps,
    { pk: notificacaoKeys.pk(sigla, usuarioId), sk: `REGRA#${chaveUnica}`, entidade: 'NOTIFICACAO_REGRA', expiraEm },
    { existe: false },
  );
}
