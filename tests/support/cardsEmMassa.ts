import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { alterarTotalCardsEtapaItem } from '../../functions/src/data/repositories/etapaRepository';
import { contarInstanciaCriadaItem } from '../../functions/src/data/repositories/fluxoRepository';
import { inserirInstanciaItem, instanciaKeys } from '../../functions/src/data/repositories/instanciaRepository';
import { outboxKeys } from '../../functions/src/data/repositories/outboxRepository';
import { transact } from '../../functions/src/data/transact';
import { novaInstancia, type InstanciaArmazenada } from '../../functions/src/domains/instancias/entities/instancia';
import { chavesNovas } from '../../functions/src/domains/instancias/entities/ordem';

/**
 * Seeds `n` cards in a stage straight through the data layer (the repository's own card item and
 * the stage and flow counters), for tests and benchmarks of bulk work: thousands of cards through
 * HTTP take minutes on a small machine. It writes no history and no outbox event (these are
 * fixtures, not product writes), 25 cards per BatchWrite, and answers the card ids in board order.
 */
type Tabela = { db: DynamoDBDocumentClient; tableName: string };

export async function semearCardsNaEtapa(
  deps: Tabela,
  alvo: { sigla: string; idFluxo: string; idEtapa: string; emailAutor: string },
  n: number,
  prefixo: string | ((i: number) => string) = 'Semeado',
  /** Card data the i-th card gets besides the defaults (responsibles, due date...). */
  extra: (i: number) => Partial<InstanciaArmazenada> = () => ({}),
): Promise<string[]> {
  const chaves = chavesNovas(n);
  const agora = new Date();
  const itens = chaves.map((ordemChave, i) => {
    const card = novaInstancia({
      id: randomUUID(),
      idFluxo: alvo.idFluxo,
      idEtapa: alvo.idEtapa,
      descricao: typeof prefixo === 'function' ? prefixo(i) : `${prefixo} ${String(i).padStart(5, '0')}`,
      detalhes: '',
      dataVencimento: null,
      listaValoresFormulario: {},
      idUnico: null,
      ordemChave,
      etiquetas: [],
      emailAutor: alvo.emailAutor,
      agora,
    });
    return { id: card.id, item: inserirInstanciaItem(deps, alvo.sigla, { ...card, ...extra(i) }).Put?.Item };
  });
  const lotes: Array<typeof itens> = [];
  for (let i = 0; i < itens.length; i += 25) lotes.push(itens.slice(i, i + 25));
  let proximo = 0;
  const trabalhador = async () => {
    while (proximo < lotes.length) {
      const lote = lotes[proximo++]!;
      let pedidos = lote.map((x) => ({ PutRequest: { Item: x.item! } }));
      while (pedidos.length) {
        const r = await deps.db.send(new BatchWriteCommand({ RequestItems: { [deps.tableName]: pedidos } }));
        pedidos = (r.UnprocessedItems?.[deps.tableName] ?? []) as typeof pedidos;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, trabalhador));
  const ok = await transact(deps, [
    alterarTotalCardsEtapaItem(deps, alvo.sigla, alvo.idFluxo, alvo.idEtapa, n),
    contarInstanciaCriadaItem(deps, alvo.sigla, alvo.idFluxo, n),
  ]);
  if (!ok) throw new Error('contadores não gravados');
  return itens.map((x) => x.id);
}

/** The stage's card ids from the board index (gsi1), as stored: a card listed twice would show twice. */
export async function idsNaEtapa(tabela: Tabela, sigla: string, idEtapa: string): Promise<string[]> {
  const ids: string[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await tabela.db.send(
      new QueryCommand({
        TableName: tabela.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': instanciaKeys.gsi1pk(sigla, idEtapa) },
        ProjectionExpression: 'id',
        ExclusiveStartKey: inicio,
      }),
    );
    ids.push(...(r.Items ?? []).map((i) => String(i.id)));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return ids;
}

/** The outbox items of the flow's card moves: the events written, one per card and kind. */
export const eventosDeMovimento = (tabela: Tabela, sigla: string, idFluxo: string) =>
  eventosDoFluxo(tabela, sigla, idFluxo, ['cardSairEtapa', 'cardEntrarEtapa']);

/** The outbox items of the flow of the kinds given (the flow named by the event's idFluxo). */
export async function eventosDoFluxo(
  tabela: Tabela,
  sigla: string,
  idFluxo: string,
  tipos: string[],
): Promise<Array<{ tipo: string; idInstancia: string; detail: Record<string, unknown> }>> {
  const eventos: Array<{ tipo: string; idInstancia: string; detail: Record<string, unknown> }> = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await tabela.db.send(
      // eslint-disable-next-line no-restricted-syntax -- the outbox has one partition per event: a test counts them all once.
      new ScanCommand({
        TableName: tabela.tableName,
        FilterExpression: `begins_with(pk, :pk) AND #d.idFluxo = :f AND detailType IN (${tipos.map((_, i) => `:t${i}`).join(', ')})`,
        ExpressionAttributeNames: { '#d': 'detail' },
        ExpressionAttributeValues: {
          ':pk': outboxKeys.pk(sigla, ''),
          ':f': idFluxo,
          ...Object.fromEntries(tipos.map((t, i) => [`:t${i}`, t])),
        },
        ExclusiveStartKey: inicio,
      }),
    );
    for (const i of r.Items ?? []) {
      const detail = i.detail as Record<string, unknown>;
      eventos.push({ tipo: String(i.detailType), idInstancia: String(detail.idInstancia), detail });
    }
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return eventos;
}
