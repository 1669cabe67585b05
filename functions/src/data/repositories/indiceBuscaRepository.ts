import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import type { ConjuntoBusca } from '../../domains/instancias/entities/palavrasBusca';
import { prefixoTenant } from '../chaves';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The card search index, kept by the `busca` consumer from the card's current state:
 *   entries, ONE partition per stage: pk `T#<SIGLA>#BUSCA#ETAPA#<idEtapa>`,
 *     sk `TITULO#<palavra>#<idCard>` (words of the title and generated id) and
 *     sk `TUDO#<palavra>#<idCard>` (those plus the words of the form values), holding idInstancia;
 *   the card's state: pk `T#<SIGLA>#BUSCA#CARD#<idCard>`, sk `ESTADO`, the entries it may have
 *     written ({ e: idEtapa, s: sk }) and a revision every rewrite is conditioned on.
 * A search reads `begins_with(sk, <conjunto>#<prefixo>)` in the partitions of the stages the person
 * may open only, so what it reads never depends on the cards of stages or flows he does not see.
 * The state lives outside the card's partition so the card's deletion leaves it for the consumer,
 * which then knows which entries to delete.
 */
export const indiceBuscaKeys = {
  pkEtapa: (sigla: string, idEtapa: string) => `${prefixoTenant(sigla)}#BUSCA#ETAPA#${idEtapa}`,
  sk: (conjunto: ConjuntoBusca, palavra: string, idCard: string) => `${conjunto}#${palavra}#${idCard}`,
  prefixo: (conjunto: ConjuntoBusca, inicio: string) => `${conjunto}#${inicio}`,
  pkEstado: (sigla: string, idCard: string) => `${prefixoTenant(sigla)}#BUSCA#CARD#${idCard}`,
  skEstado: () => 'ESTADO',
};

/** An entry of the index: its stage partition and sort key. */
export interface EntradaBusca {
  e: string;
  s: string;
}

const estadoSchema = z.object({
  entradas: z.array(z.object({ e: z.string(), s: z.string() })),
  revisao: z.number().int(),
});
export type EstadoBusca = z.infer<typeof estadoSchema>;

export const chaveDaEntrada = (e: EntradaBusca) => `${e.e}\u0000${e.s}`;

/** The card's index state (strongly consistent: it is about to be rewritten), or null. */
export async function lerEstadoBusca(deps: Deps, sigla: string, idCard: string): Promise<EstadoBusca | null> {
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: { pk: indiceBuscaKeys.pkEstado(sigla, idCard), sk: indiceBuscaKeys.skEstado() },
      ConsistentRead: true,
    }),
  );
  return r.Item ? estadoSchema.parse(r.Item) : null;
}

/** A conditional write that lost to a concurrent one answers null instead of throwing. */
async function condicionado<T>(escrita: Promise<unknown>, valor: T): Promise<T | null> {
  try {
    await escrita;
    return valor;
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return null;
    throw e;
  }
}

/**
 * Writes the state, conditioned on the revision read (absent: none yet), so two deliveries
 * rewriting one card at once cannot both win: the loser gets null and starts over.
 */
export async function gravarEstadoBusca(
  deps: Deps,
  sigla: string,
  idCard: string,
  entradas: EntradaBusca[],
  revisaoLida: number | null,
): Promise<number | null> {
  const revisao = (revisaoLida ?? 0) + 1;
  return condicionado(
    deps.db.send(
      new PutCommand({
        TableName: deps.tableName,
        Item: {
          pk: indiceBuscaKeys.pkEstado(sigla, idCard),
          sk: indiceBuscaKeys.skEstado(),
          entidade: 'BUSCA_ESTADO',
          entradas,
          revisao,
        },
        ...(revisaoLida === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'revisao = :r', ExpressionAttributeValues: { ':r': revisaoLida } }),
      }),
    ),
    revisao,
  );
}

/** Deletes the state of a card that has no entries left, conditioned like gravarEstadoBusca (false: lost the race). */
export async function excluirEstadoBusca(
  deps: Deps,
  sigla: string,
  idCard: string,
  revisaoLida: number,
): Promise<boolean> {
  const r = await condicionado(
    deps.db.send(
      new DeleteCommand({
        TableName: deps.tableName,
        Key: { pk: indiceBuscaKeys.pkEstado(sigla, idCard), sk: indiceBuscaKeys.skEstado() },
        ConditionExpression: 'revisao = :r',
        ExpressionAttributeValues: { ':r': revisaoLida },
      }),
    ),
    true,
  );
  return r === true;
}

const POR_LOTE = 25;
const MAX_TENTATIVAS = 10;

/** Puts and deletes entries, 25 per BatchWriteItem (no conditions: the state item is the guard). */
export async function escreverEntradasBusca(
  deps: Deps,
  sigla: string,
  idCard: string,
  incluir: EntradaBusca[],
  excluir: EntradaBusca[],
): Promise<void> {
  const pedidos = [
    ...incluir.map((x) => ({
      PutRequest: {
        Item: { pk: indiceBuscaKeys.pkEtapa(sigla, x.e), sk: x.s, entidade: 'BUSCA_ENTRADA', idInstancia: idCard },
      },
    })),
    ...excluir.map((x) => ({ DeleteRequest: { Key: { pk: indiceBuscaKeys.pkEtapa(sigla, x.e), sk: x.s } } })),
  ];
  for (let i = 0; i < pedidos.length; i += POR_LOTE) {
    let pendentes: typeof pedidos = pedidos.slice(i, i + POR_LOTE);
    for (let tentativa = 0; pendentes.length > 0; tentativa++) {
      if (tentativa >= MAX_TENTATIVAS) throw new Error('DynamoDB não processou a escrita do índice de busca');
      if (tentativa > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** tentativa)));
      const r = await deps.db.send(new BatchWriteCommand({ RequestItems: { [deps.tableName]: pendentes } }));
      pendentes = (r.UnprocessedItems?.[deps.tableName] ?? []) as typeof pedidos;
    }
  }
}

const entradaLidaSchema = z.object({ idInstancia: z.string() });

/**
 * Cards of ONE stage with a word starting with `inicio` in the set asked for: ONE Query of at
 * most `limite` small items (a card with two such words may come twice).
 */
export async function cardsDaEtapaPorPalavra(
  deps: Deps,
  sigla: string,
  idEtapa: string,
  conjunto: ConjuntoBusca,
  inicio: string,
  limite: number,
): Promise<{ ids: string[]; mais: boolean }> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefixo)',
      ExpressionAttributeValues: {
        ':pk': indiceBuscaKeys.pkEtapa(sigla, idEtapa),
        ':prefixo': indiceBuscaKeys.prefixo(conjunto, inicio),
      },
      Limit: limite,
    }),
  );
  return { ids: (r.Items ?? []).map((i) => entradaLidaSchema.parse(i).idInstancia), mais: Boolean(r.LastEvaluatedKey) };
}

/**
 * Every entry and the state of a card whose flow was deleted (the flow's clean-up: no event of
 * the card will come). Unconditioned: the card, its stages and its flow are gone or going.
 */
export async function excluirIndiceBuscaDoCard(deps: Deps, sigla: string, idCard: string): Promise<void> {
  const estado = await lerEstadoBusca(deps, sigla, idCard);
  if (!estado) return;
  await escreverEntradasBusca(deps, sigla, idCard, [], estado.entradas);
  await deps.db.send(
    new DeleteCommand({
      TableName: deps.tableName,
      Key: { pk: indiceBuscaKeys.pkEstado(sigla, idCard), sk: indiceBuscaKeys.skEstado() },
    }),
  );
}
