import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../kernel/deps';
import { emSegundos, prefixoTenant, type ChaveItem } from '../chaves';
import { updateItem } from '../entidade';
import type { TransactItem } from '../transact';
import { instanciaKeys } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Counters of the addresses that rules' e-mails took from form values (public input), each an
 * atomic ADD conditioned on staying within its limit:
 * - per card, in the card's collection (pk `T#<SIGLA>#CARD#<id>`, sk `LIMITE#EMAILS_ENTRADA`):
 *   deleting the card deletes it; expiraEm (TTL) one year after the first e-mail;
 * - per tenant and hour (UTC), pk `T#<SIGLA>#LIMITE_EMAILS_ENTRADA#<YYYY-MM-DDTHH>`, sk `HORA`:
 *   expiraEm one hour after the hour ends.
 * They are written in the transaction of the e-mail's outbox event, so an e-mail is counted
 * exactly when it is sent, and a rerun (the event already written) counts nothing.
 */
export const limiteEmailsEntradaKeys = {
  cardSk: () => 'LIMITE#EMAILS_ENTRADA',
  horaPk: (sigla: string, hora: string) => `${prefixoTenant(sigla)}#LIMITE_EMAILS_ENTRADA#${hora}`,
  horaSk: () => 'HORA',
};

const ENTIDADE = 'LIMITE_EMAILS_ENTRADA';
const UM_ANO_SEGUNDOS = 365 * 24 * 3600;

/** The UTC hour of an instant, as its key names it. */
export const horaDoLimite = (agora: Date): string => agora.toISOString().slice(0, 13);

/** +quantidade on a counter, refused if it would pass `maximo`. */
function contar(
  deps: Pick<AppDeps, 'tableName'>,
  chave: ChaveItem,
  quantidade: number,
  maximo: number,
  expiraEm: number,
): TransactItem {
  return updateItem(
    deps,
    chave,
    { add: { enviados: quantidade }, setSeAusente: { expiraEm }, set: { entidade: ENTIDADE } },
    { expressao: 'attribute_not_exists(enviados) OR enviados <= :teto', valores: { ':teto': maximo - quantidade } },
  );
}

export type ResultadoEnvioContado = 'gravado' | 'jaGravado' | 'limiteCard' | 'limiteHora';

const TENTATIVAS_EM_CONFLITO = 3;

/**
 * Writes `escritaUnica` (a put-if-absent: the e-mail's outbox event) with both counters, in one
 * transaction. Answers which condition refused it: the event already written (a rerun), or a
 * limit; a collision with a concurrent transaction is tried again.
 */
export async function gravarContandoEmailsDeEntrada(
  deps: Deps,
  sigla: string,
  escritaUnica: TransactItem,
  d: { idInstancia: string; quantidade: number; maximoCard: number; maximoHora: number; agora: Date },
): Promise<ResultadoEnvioContado> {
  const agora = emSegundos(d.agora);
  const fimDaHora = Math.ceil((agora + 1) / 3600) * 3600;
  const itens = [
    escritaUnica,
    contar(
      deps,
      { pk: instanciaKeys.pk(sigla, d.idInstancia), sk: limiteEmailsEntradaKeys.cardSk() },
      d.quantidade,
      d.maximoCard,
      agora + UM_ANO_SEGUNDOS,
    ),
    contar(
      deps,
      { pk: limiteEmailsEntradaKeys.horaPk(sigla, horaDoLimite(d.agora)), sk: limiteEmailsEntradaKeys.horaSk() },
      d.quantidade,
      d.maximoHora,
      fimDaHora + 3600,
    ),
  ];
  for (let tentativa = 1; ; tentativa++) {
    try {
      await deps.db.send(new TransactWriteCommand({ TransactItems: itens }));
      return 'gravado';
    } catch (e) {
      if (!(e instanceof TransactionCanceledException)) throw e;
      const codigos = (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
      if (codigos[0] === 'ConditionalCheckFailed') return 'jaGravado';
      if (codigos[1] === 'ConditionalCheckFailed') return 'limiteCard';
      if (codigos[2] === 'ConditionalCheckFailed') return 'limiteHora';
      if (!codigos.includes('TransactionConflict') || tentativa >= TENTATIVAS_EM_CONFLITO) throw e;
    }
  }
}
