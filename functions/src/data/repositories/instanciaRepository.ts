import { GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import type { FiltroCards } from '../../domains/instancias/entities/filtroCards';
import {
  historicoSchema,
  instanciaSchema,
  type HistoricoArmazenado,
  type InstanciaArmazenada,
} from '../../domains/instancias/entities/instancia';
import { lerItem, prefixoTenant } from '../chaves';
import { consultarTudo, expressaoSet } from '../consultas';
import { lerEmLote, type ChaveItem } from '../lotes';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Cards. A card and its sub-elements share ONE partition, the card's collection:
 *   pk `T#<SIGLA>#CARD#<idCard>`
 *     sk `CARD`                         the card (this file), with the tile data denormalised
 *     sk `HISTORICO#<iso>#<id>`         movement history (this file), oldest first
 *     sk `RESP#...`, `ETIQ#...`, `SEGUIDOR#...`, `CHECKLIST#...`, `COMENTARIO#...`, `ANEXO#...`
 *                                       sub-elements (their repositories)
 * so opening a card, or deleting it with everything it owns, never touches other cards, and a
 * busy flow's cards are spread over as many partitions as there are cards.
 *
 * Index entries of the CARD item:
 *   gsi1pk `T#<SIGLA>#ETAPA#<idEtapa>#CARDS`, gsi1sk `<ordemChave>#<idCard>`: a stage's board in
 *     board order. ordemChave is a fractional-indexing key (base 62 digits, all above '#'), so
 *     the order of gsi1sk is the order of the keys, and two cards that got the same key (two
 *     concurrent drops between the same neighbours) still sort the same way everywhere, by id.
 *     A page of the board is ONE Query with Limit; a move rewrites this one item.
 *   gsi2pk `T#<SIGLA>#FLUXO#<idFluxo>#CARDS`, gsi2sk `<dataHoraCriacao>#<idCard>`: every card of a
 *     flow, newest first, for the list view and its filter.
 *   gsi3pk `T#<SIGLA>#FLUXO#<idFluxo>#VENCIMENTOS`, gsi3sk `<dataVencimento>#<idCard>`: only on cards
 *     with a due date (sparse), so "overdue" and "due within 7 days" are one key range, read page
 *     by page whatever the flow size. Set, moved or removed by every write of the due date or flow.
 * Label and responsible filters have index items of their own (indiceFiltroCardsRepository.ts).
 *
 * Day sequence of the id field: pk `T#<SIGLA>#FLUXO#<idFluxo>#SEQDIA`, sk `<YYYY-MM-DD>`, an
 * atomic counter per flow and day (expires two days later). It is kept out of the flow's
 * collection so the flow screen's Query does not grow by one item a day.
 */
export const instanciaKeys = {
  pk: (sigla: string, id: string) => `${prefixoTenant(sigla)}#CARD#${id}`,
  prefixoPk: (sigla: string) => `${prefixoTenant(sigla)}#CARD#`,
  sk: () => 'CARD' as const,
  historicoSk: (iso: string, id: string) => `HISTORICO#${iso}#${id}`,
  prefixoHistorico: () => 'HISTORICO#',
  gsi1pk: (sigla: string, idEtapa: string) => `${prefixoTenant(sigla)}#ETAPA#${idEtapa}#CARDS`,
  gsi1sk: (ordemChave: string, id: string) => `${ordemChave}#${id}`,
  gsi2pk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#FLUXO#${idFluxo}#CARDS`,
  gsi2sk: (dataHoraCriacao: string, id: string) => `${dataHoraCriacao}#${id}`,
  gsi3pk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#FLUXO#${idFluxo}#VENCIMENTOS`,
  gsi3sk: (dataVencimento: string, id: string) => `${dataVencimento}#${id}`,
  seqDiaPk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#FLUXO#${idFluxo}#SEQDIA`,
};

const chaveCard = (sigla: string, id: string): ChaveItem => ({
  pk: instanciaKeys.pk(sigla, id),
  sk: instanciaKeys.sk(),
});

/**
 * The card's form values are left out while there are none (the schema defaults them to {}):
 * an absent map reads the same and keeps the item small. (DynamoDB Local streams an empty map
 * without a type; the local stream pump reads it as {} — infra/local/streamRecords.ts.)
 */
function itemInstancia(sigla: string, card: InstanciaArmazenada) {
  const { listaValoresFormulario, ...c } = card;
  return {
    ...chaveCard(sigla, c.id),
    entidade: 'CARD',
    gsi1pk: instanciaKeys.gsi1pk(sigla, c.idEtapa),
    gsi1sk: instanciaKeys.gsi1sk(c.ordemChave, c.id),
    gsi2pk: instanciaKeys.gsi2pk(sigla, c.idFluxo),
    gsi2sk: instanciaKeys.gsi2sk(c.dataHoraCriacao, c.id),
    ...indiceVencimento(sigla, c.idFluxo, c.id, c.dataVencimento),
    ...c,
    ...(Object.keys(listaValoresFormulario).length ? { listaValoresFormulario } : {}),
  };
}

/** The due-date index attributes (gsi3) of a card: none without a due date (sparse index). */
function indiceVencimento(sigla: string, idFluxo: string, id: string, dataVencimento: string | null) {
  return dataVencimento
    ? { gsi3pk: instanciaKeys.gsi3pk(sigla, idFluxo), gsi3sk: instanciaKeys.gsi3sk(dataVencimento, id) }
    : {};
}

export const lerInstancia = (item: Record<string, unknown>): InstanciaArmazenada => instanciaSchema.parse(item);

/** The card by id (strongly consistent), in the session's tenant. */
export async function buscarInstancia(deps: Deps, sigla: string, id: string): Promise<InstanciaArmazenada | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chaveCard(sigla, id), ConsistentRead: true }),
  );
  return lerItem(instanciaSchema, r.Item);
}

/** Several cards by id (BatchGet); missing ones are absent. */
export async function buscarInstancias(deps: Deps, sigla: string, ids: string[]): Promise<InstanciaArmazenada[]> {
  const itens = await lerEmLote(
    deps,
    ids.map((id) => chaveCard(sigla, id)),
    true,
  );
  return itens.map(lerInstancia);
}

export function inserirInstanciaItem(deps: Deps, sigla: string, c: InstanciaArmazenada): TransactItem {
  return {
    Put: { TableName: deps.tableName, Item: itemInstancia(sigla, c), ConditionExpression: 'attribute_not_exists(pk)' },
  };
}

/** A card's place and the index keys that follow it (board order per stage, cards per flow). */
const atributosDoLugar = (
  sigla: string,
  id: string,
  destino: { idFluxo: string; idEtapa: string; ordemChave: string },
) => ({
  idFluxo: destino.idFluxo,
  idEtapa: destino.idEtapa,
  ordemChave: destino.ordemChave,
  gsi1pk: instanciaKeys.gsi1pk(sigla, destino.idEtapa),
  gsi1sk: instanciaKeys.gsi1sk(destino.ordemChave, id),
  gsi2pk: instanciaKeys.gsi2pk(sigla, destino.idFluxo),
});

/**
 * The card's new place: stage (and flow, between flows), board key and index keys, conditioned
 * on the card still being in the stage the move was decided from, so two concurrent moves of
 * one card cannot both count it out of the same stage.
 */
export function moverInstanciaItem(
  deps: Deps,
  sigla: string,
  c: Pick<InstanciaArmazenada, 'id' | 'idEtapa' | 'idFluxo'>,
  destino: { idFluxo: string; idEtapa: string; ordemChave: string },
  agora: Date,
  extras: Partial<Pick<InstanciaArmazenada, 'etiquetas'>> = {},
): TransactItem {
  const set = expressaoSet({
    ...atributosDoLugar(sigla, c.id, destino),
    dataHoraAlteracao: agora.toISOString(),
    ...extras,
  });
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, c.id),
      UpdateExpression: `SET ${set.partes.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #etapaLida = :etapaLida',
      ExpressionAttributeNames: { ...set.nomes, '#etapaLida': 'idEtapa' },
      ExpressionAttributeValues: { ...set.valores, ':etapaLida': c.idEtapa },
    },
  };
}

/**
 * Title, details, due date (and the search text that follows the title). A due-date change moves
 * the card in the due-date index (gsi3), conditioned on the card still being in the flow read,
 * so a concurrent move to another flow cannot leave it indexed under the old one.
 */
export function atualizarDadosInstanciaItem(
  deps: Deps,
  sigla: string,
  c: Pick<InstanciaArmazenada, 'id' | 'idFluxo'>,
  mudancas: Partial<Pick<InstanciaArmazenada, 'descricao' | 'detalhes' | 'dataVencimento' | 'textoBusca'>>,
  agora: Date,
): TransactItem {
  const vencimento = mudancas.dataVencimento !== undefined;
  const set = expressaoSet({
    ...mudancas,
    ...(vencimento ? indiceVencimento(sigla, c.idFluxo, c.id, mudancas.dataVencimento ?? null) : {}),
    dataHoraAlteracao: agora.toISOString(),
  });
  const remover = vencimento && !mudancas.dataVencimento ? ' REMOVE gsi3pk, gsi3sk' : '';
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, c.id),
      UpdateExpression: `SET ${set.partes.join(', ')}${remover}`,
      ConditionExpression: vencimento ? 'attribute_exists(pk) AND #fluxoLido = :fluxoLido' : 'attribute_exists(pk)',
      ExpressionAttributeNames: { ...set.nomes, ...(vencimento ? { '#fluxoLido': 'idFluxo' } : {}) },
      ExpressionAttributeValues: { ...set.valores, ...(vencimento ? { ':fluxoLido': c.idFluxo } : {}) },
    },
  };
}

/**
 * A card moved to another flow (copiar-mover-entre-fluxos M): new flow and stage, board and index
 * keys (the due-date index follows the flow), the old flow's labels dropped. Conditioned on the
 * stage, responsibles and due date read, which decided the index entries written with it
 * (indiceFiltroCardsRepository): a concurrent change of those fails the move (409) instead of
 * leaving an entry in the wrong flow.
 */
export function moverParaOutroFluxoItem(
  deps: Deps,
  sigla: string,
  c: InstanciaArmazenada,
  destino: { idFluxo: string; idEtapa: string; ordemChave: string },
  agora: Date,
): TransactItem {
  const set = expressaoSet({
    ...atributosDoLugar(sigla, c.id, destino),
    ...indiceVencimento(sigla, destino.idFluxo, c.id, c.dataVencimento),
    etiquetas: [],
    dataHoraAlteracao: agora.toISOString(),
  });
  const nomes: Record<string, string> = {
    ...set.nomes,
    '#etapaLida': 'idEtapa',
    '#resp': 'responsaveis',
    '#venc': 'dataVencimento',
  };
  const valores: Record<string, unknown> = { ...set.valores, ':etapaLida': c.idEtapa };
  const condicoes = ['attribute_exists(pk)', '#etapaLida = :etapaLida'];
  if (c.responsaveis.length) {
    condicoes.push('#resp = :resp');
    valores[':resp'] = c.responsaveis;
  } else condicoes.push('(attribute_not_exists(#resp) OR size(#resp) = :zero)');
  if (c.dataVencimento) {
    condicoes.push('#venc = :venc');
    valores[':venc'] = c.dataVencimento;
  } else condicoes.push('(attribute_not_exists(#venc) OR attribute_type(#venc, :nulo))');
  if (!c.responsaveis.length) valores[':zero'] = 0;
  if (!c.dataVencimento) valores[':nulo'] = 'NULL';
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, c.id),
      UpdateExpression: `SET ${set.partes.join(', ')}`,
      ConditionExpression: condicoes.join(' AND '),
      ExpressionAttributeNames: nomes,
      ExpressionAttributeValues: valores,
    },
  };
}

/**
 * Form values: one SET per variable inside listaValoresFormulario (concurrent saves of other
 * fields are kept), conditioned on the card still being in the stage whose form checked them.
 * While the card has no values yet the map does not exist (see itemInstancia): the first save
 * writes the whole map, conditioned on it still not existing.
 */
export function atualizarValoresFormularioItem(
  deps: Deps,
  sigla: string,
  id: string,
  idEtapaLida: string,
  valores: Record<string, unknown>,
  agora: Date,
  mapaExiste = true,
): TransactItem {
  if (!mapaExiste) {
    return {
      Update: {
        TableName: deps.tableName,
        Key: chaveCard(sigla, id),
        UpdateExpression: 'SET #lista = :lista, #alt = :alt',
        ConditionExpression: 'attribute_exists(pk) AND #etapa = :etapa AND attribute_not_exists(#lista)',
        ExpressionAttributeNames: {
          '#lista': 'listaValoresFormulario',
          '#alt': 'dataHoraAlteracao',
          '#etapa': 'idEtapa',
        },
        ExpressionAttributeValues: { ':lista': valores, ':alt': agora.toISOString(), ':etapa': idEtapaLida },
      },
    };
  }
  const nomes: Record<string, string> = {
    '#lista': 'listaValoresFormulario',
    '#alt': 'dataHoraAlteracao',
    '#etapa': 'idEtapa',
  };
  const vals: Record<string, unknown> = { ':alt': agora.toISOString(), ':etapa': idEtapaLida };
  const partes = ['#alt = :alt'];
  Object.entries(valores).forEach(([nome, valor], i) => {
    nomes[`#v${i}`] = nome;
    vals[`:v${i}`] = valor ?? null;
    partes.push(`#lista.#v${i} = :v${i}`);
  });
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, id),
      UpdateExpression: `SET ${partes.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #etapa = :etapa',
      ExpressionAttributeNames: nomes,
      ExpressionAttributeValues: vals,
    },
  };
}

/**
 * An attachment id appended to an attachment field's value (a list of ids), conditioned on the
 * card still being in the stage whose field allowed it and the list still under the field's
 * maximum, with the tile's attachment counter (one update: a transaction touches an item once).
 * While the card has no values the map does not exist (itemInstancia): it is written whole then,
 * never empty.
 */
export function anexarAoCampoItem(
  deps: Deps,
  sigla: string,
  c: Pick<InstanciaArmazenada, 'id' | 'idEtapa' | 'listaValoresFormulario'>,
  nomeVariavel: string,
  idAnexo: string,
  maximo: number,
): TransactItem {
  const nomes = { '#lista': 'listaValoresFormulario', '#etapa': 'idEtapa', '#v': nomeVariavel, '#n': 'numTotalAnexos' };
  if (Object.keys(c.listaValoresFormulario).length === 0) {
    return {
      Update: {
        TableName: deps.tableName,
        Key: chaveCard(sigla, c.id),
        UpdateExpression: 'SET #lista = :mapa ADD #n :um',
        ConditionExpression: 'attribute_exists(pk) AND #etapa = :etapa AND attribute_not_exists(#lista)',
        ExpressionAttributeNames: { '#lista': nomes['#lista'], '#etapa': nomes['#etapa'], '#n': nomes['#n'] },
        ExpressionAttributeValues: { ':mapa': { [nomeVariavel]: [idAnexo] }, ':etapa': c.idEtapa, ':um': 1 },
      },
    };
  }
  // A list read: appended to (if_not_exists covers a removal meanwhile); none yet (or null): written.
  const lista = Array.isArray(c.listaValoresFormulario[nomeVariavel]);
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, c.id),
      UpdateExpression: `${lista ? 'SET #lista.#v = list_append(if_not_exists(#lista.#v, :vazia), :ids)' : 'SET #lista.#v = :ids'} ADD #n :um`,
      ConditionExpression: lista
        ? 'attribute_exists(pk) AND #etapa = :etapa AND (attribute_not_exists(#lista.#v) OR size(#lista.#v) < :max)'
        : 'attribute_exists(pk) AND #etapa = :etapa AND attribute_exists(#lista) AND (attribute_not_exists(#lista.#v) OR attribute_type(#lista.#v, :nulo))',
      ExpressionAttributeNames: nomes,
      ExpressionAttributeValues: lista
        ? { ':vazia': [], ':ids': [idAnexo], ':etapa': c.idEtapa, ':max': maximo, ':um': 1 }
        : { ':ids': [idAnexo], ':etapa': c.idEtapa, ':nulo': 'NULL', ':um': 1 },
    },
  };
}

/**
 * An attachment id removed from an attachment field's value, at the index it was read at, with the
 * tile's counter; `continuaNoCard` (a rule moved the file to the card's attachments): counter kept.
 */
export function desanexarDoCampoItem(
  deps: Deps,
  sigla: string,
  idCard: string,
  nomeVariavel: string,
  indice: number,
  idAnexo: string,
  continuaNoCard = false,
): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, idCard),
      UpdateExpression: `REMOVE #lista.#v[${indice}]${continuaNoCard ? '' : ' ADD #n :menosUm'}`,
      ConditionExpression: `attribute_exists(pk) AND #lista.#v[${indice}] = :id`,
      ExpressionAttributeNames: {
        '#lista': 'listaValoresFormulario',
        '#v': nomeVariavel,
        ...(continuaNoCard ? {} : { '#n': 'numTotalAnexos' }),
      },
      ExpressionAttributeValues: { ':id': idAnexo, ...(continuaNoCard ? {} : { ':menosUm': -1 }) },
    },
  };
}

/** The card's own field settings (a rule's alterarConfiguracaoCampos), replaced whole. */
export function configurarCamposItem(
  deps: Deps,
  sigla: string,
  idCard: string,
  configuracaoCampos: NonNullable<InstanciaArmazenada['configuracaoCampos']>,
  agora: Date,
): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, idCard),
      UpdateExpression: 'SET #conf = :conf, #alt = :alt',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#conf': 'configuracaoCampos', '#alt': 'dataHoraAlteracao' },
      ExpressionAttributeValues: { ':conf': configuracaoCampos, ':alt': agora.toISOString() },
    },
  };
}

export function excluirInstanciaItem(
  deps: Deps,
  sigla: string,
  c: Pick<InstanciaArmazenada, 'id' | 'idEtapa'>,
): TransactItem {
  return {
    Delete: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, c.id),
      ConditionExpression: 'attribute_exists(pk) AND idEtapa = :etapa',
      ExpressionAttributeValues: { ':etapa': c.idEtapa },
    },
  };
}

/** Keys of everything left in a card's collection (after the CARD item), for the clean-up of a deleted card. */
export async function chavesDaColecaoDoCard(deps: Deps, sigla: string, id: string): Promise<ChaveItem[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': instanciaKeys.pk(sigla, id) },
    ProjectionExpression: 'pk, sk',
  });
  return itens.map((i) => ({ pk: String(i.pk), sk: String(i.sk) }));
}

// ---------------------------------------------------------------- history

export function inserirHistoricoItem(deps: Deps, sigla: string, h: HistoricoArmazenado): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: {
        pk: instanciaKeys.pk(sigla, h.idInstancia),
        sk: instanciaKeys.historicoSk(h.dataHoraAlteracao, h.id),
        entidade: 'HISTORICO_CARD',
        ...h,
      },
    },
  };
}

/** The card's history, oldest first (one Query on its partition). */
export async function listarHistorico(deps: Deps, sigla: string, id: string): Promise<HistoricoArmazenado[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :h)',
    ExpressionAttributeValues: { ':pk': instanciaKeys.pk(sigla, id), ':h': instanciaKeys.prefixoHistorico() },
  });
  return itens.map((i) => historicoSchema.parse(i));
}

export async function chavesDoHistorico(deps: Deps, sigla: string, id: string): Promise<ChaveItem[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :h)',
    ExpressionAttributeValues: { ':pk': instanciaKeys.pk(sigla, id), ':h': instanciaKeys.prefixoHistorico() },
    ProjectionExpression: 'pk, sk',
  });
  return itens.map((i) => ({ pk: String(i.pk), sk: String(i.sk) }));
}

/**
 * The card's history lines written before `ate` (an ISO instant): the old flow's lines of a card
 * moved to another flow, whose new first line was written at `ate` (its sk starts with
 * `HISTORICO#<ate>#`, so it is not in the range).
 */
export async function chavesDoHistoricoAntesDe(
  deps: Deps,
  sigla: string,
  id: string,
  ate: string,
): Promise<ChaveItem[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :de AND :ate',
    ExpressionAttributeValues: {
      ':pk': instanciaKeys.pk(sigla, id),
      ':de': instanciaKeys.prefixoHistorico(),
      ':ate': `${instanciaKeys.prefixoHistorico()}${ate}`,
    },
    ProjectionExpression: 'pk, sk',
  });
  return itens.map((i) => ({ pk: String(i.pk), sk: String(i.sk) }));
}

// ---------------------------------------------------------------- board (gsi1)

const chaveIndiceEtapaSchema = z.object({
  pk: z.string(),
  sk: z.literal('CARD'),
  gsi1pk: z.string(),
  gsi1sk: z.string(),
});
export type InicioPaginaEtapa = z.infer<typeof chaveIndiceEtapaSchema>;

/**
 * A continuation key of the board index from a client, accepted only if it is a CARD key of the
 * session's tenant on THIS stage's index (a cursor of another tenant or stage is refused).
 */
export function validarInicioPaginaEtapa(sigla: string, idEtapa: string, bruto: unknown): InicioPaginaEtapa | null {
  const r = chaveIndiceEtapaSchema.safeParse(bruto);
  if (!r.success) return null;
  const k = r.data;
  if (k.gsi1pk !== instanciaKeys.gsi1pk(sigla, idEtapa) || !k.pk.startsWith(instanciaKeys.prefixoPk(sigla)))
    return null;
  return { pk: k.pk, sk: k.sk, gsi1pk: k.gsi1pk, gsi1sk: k.gsi1sk };
}

/** One page of a stage's board, in board order: ONE Query, whatever the stage size. */
export async function paginaDaEtapa(
  deps: Deps,
  sigla: string,
  idEtapa: string,
  limite: number,
  inicio?: InicioPaginaEtapa,
): Promise<{ itens: InstanciaArmazenada[]; proximo: InicioPaginaEtapa | null }> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': instanciaKeys.gsi1pk(sigla, idEtapa) },
      Limit: limite,
      ExclusiveStartKey: inicio,
    }),
  );
  const proximo = r.LastEvaluatedKey ? validarInicioPaginaEtapa(sigla, idEtapa, r.LastEvaluatedKey) : null;
  return { itens: (r.Items ?? []).map(lerInstancia), proximo };
}

/**
 * The card next to a position of the board: the first after `depoisDe` (or the first of the
 * stage), or the last before `antesDe` (or the last of the stage). One Query with Limit 1.
 */
export async function vizinhoNaEtapa(
  deps: Deps,
  sigla: string,
  idEtapa: string,
  posicao: { depoisDe?: string; antesDe?: string; ultimo?: boolean },
): Promise<InstanciaArmazenada | null> {
  const valores: Record<string, unknown> = { ':pk': instanciaKeys.gsi1pk(sigla, idEtapa) };
  let condicao = 'gsi1pk = :pk';
  let paraTras = Boolean(posicao.ultimo);
  if (posicao.depoisDe !== undefined) {
    condicao += ' AND gsi1sk > :ref';
    valores[':ref'] = posicao.depoisDe;
    paraTras = false;
  } else if (posicao.antesDe !== undefined) {
    condicao += ' AND gsi1sk < :ref';
    valores[':ref'] = posicao.antesDe;
    paraTras = true;
  }
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: condicao,
      ExpressionAttributeValues: valores,
      ScanIndexForward: !paraTras,
      Limit: 1,
    }),
  );
  const item = r.Items?.[0];
  return item ? lerInstancia(item) : null;
}

/** gsi1sk of a card, to position relative to it. */
export const chaveDeOrdem = (c: Pick<InstanciaArmazenada, 'ordemChave' | 'id'>): string =>
  instanciaKeys.gsi1sk(c.ordemChave, c.id);

/** Every card of a stage in board order (bulk move, sort): O(n) by nature. */
export async function todasDaEtapa(deps: Deps, sigla: string, idEtapa: string): Promise<InstanciaArmazenada[]> {
  const itens = await consultarTudo(deps, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': instanciaKeys.gsi1pk(sigla, idEtapa) },
  });
  return itens.map(lerInstancia);
}

// ---------------------------------------------------------------- list view (gsi2)

export type { FiltroCards } from '../../domains/instancias/entities/filtroCards';

const chaveIndiceFluxoSchema = z.object({
  pk: z.string(),
  sk: z.literal('CARD'),
  gsi2pk: z.string(),
  gsi2sk: z.string(),
});
export type InicioFiltro = z.infer<typeof chaveIndiceFluxoSchema>;

export function validarInicioFiltro(sigla: string, idFluxo: string, bruto: unknown): InicioFiltro | null {
  const r = chaveIndiceFluxoSchema.safeParse(bruto);
  if (!r.success) return null;
  const k = r.data;
  if (k.gsi2pk !== instanciaKeys.gsi2pk(sigla, idFluxo) || !k.pk.startsWith(instanciaKeys.prefixoPk(sigla)))
    return null;
  return { pk: k.pk, sk: k.sk, gsi2pk: k.gsi2pk, gsi2sk: k.gsi2sk };
}

function expressaoDoFiltro(f: FiltroCards): Pick<QueryCommandInput, 'FilterExpression' | 'ExpressionAttributeNames'> & {
  valores: Record<string, unknown>;
} {
  const partes: string[] = [];
  const nomes: Record<string, string> = {};
  const valores: Record<string, unknown> = {};
  if (f.texto) {
    partes.push('contains(textoBusca, :texto)');
    valores[':texto'] = f.texto;
  }
  if (f.semResponsaveis) partes.push('size(responsaveis) = :zero');
  if (f.semResponsaveis) valores[':zero'] = 0;
  if (f.atribuidosA) {
    partes.push('contains(responsaveis, :eu)');
    valores[':eu'] = f.atribuidosA;
  }
  if (f.semDatas) {
    partes.push('(attribute_not_exists(dataVencimento) OR attribute_type(dataVencimento, :tipoNulo))');
    valores[':tipoNulo'] = 'NULL';
  }
  if (f.vencidosAntesDe) {
    partes.push('dataVencimento < :hoje');
    valores[':hoje'] = f.vencidosAntesDe;
  }
  if (f.vencendoEntre) {
    partes.push('dataVencimento BETWEEN :de AND :ate');
    valores[':de'] = f.vencendoEntre[0];
    valores[':ate'] = f.vencendoEntre[1];
  }
  if (f.etiquetasAlgumaDe?.length) {
    const ou = f.etiquetasAlgumaDe.map((id, i) => {
      valores[`:et${i}`] = id;
      return `contains(etiquetas, :et${i})`;
    });
    partes.push(`(${ou.join(' OR ')})`);
  }
  return {
    ...(partes.length ? { FilterExpression: partes.join(' AND ') } : {}),
    ...(Object.keys(nomes).length ? { ExpressionAttributeNames: nomes } : {}),
    valores,
  };
}

/**
 * The cards of a flow matching a filter, newest first, on the flow's list index. DynamoDB
 * filters after reading, so a filter reads (and pays for) what it scans: pages are read until
 * `limite` matches or `maxLidos` items were scanned, and the cursor resumes from there.
 */
export async function filtrarCardsDoFluxo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  filtro: FiltroCards,
  opcoes: { limite: number; maxLidos: number; inicio?: InicioFiltro },
): Promise<{ itens: InstanciaArmazenada[]; proximo: InicioFiltro | null }> {
  const { valores, ...expr } = expressaoDoFiltro(filtro);
  const itens: InstanciaArmazenada[] = [];
  let inicio: Record<string, unknown> | undefined = opcoes.inicio;
  let lidos = 0;
  do {
    const r = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ...valores, ':pk': instanciaKeys.gsi2pk(sigla, idFluxo) },
        ScanIndexForward: false,
        Limit: Math.min(opcoes.maxLidos - lidos, 200),
        ExclusiveStartKey: inicio,
        ...expr,
      }),
    );
    lidos += r.ScannedCount ?? 0;
    itens.push(...(r.Items ?? []).map(lerInstancia));
    inicio = r.LastEvaluatedKey;
  } while (inicio && itens.length < opcoes.limite && lidos < opcoes.maxLidos);
  // More matches than asked for in the last page: cut and resume right after the last one kept.
  if (itens.length > opcoes.limite) {
    const ultimo = itens[opcoes.limite - 1]!;
    return {
      itens: itens.slice(0, opcoes.limite),
      proximo: {
        pk: instanciaKeys.pk(sigla, ultimo.id),
        sk: instanciaKeys.sk(),
        gsi2pk: instanciaKeys.gsi2pk(sigla, idFluxo),
        gsi2sk: instanciaKeys.gsi2sk(ultimo.dataHoraCriacao, ultimo.id),
      },
    };
  }
  return { itens, proximo: inicio ? validarInicioFiltro(sigla, idFluxo, inicio) : null };
}

// ---------------------------------------------------------------- day sequence of the id field

const seqSchema = z.object({ valor: z.number().int() });

/** Adds one to the flow's counter of the day and answers the new value (gaps possible when a create fails after it). */
export async function proximaSequenciaDoDia(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  dia: string,
  expiraEm: number,
): Promise<number> {
  const r = await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: { pk: instanciaKeys.seqDiaPk(sigla, idFluxo), sk: dia },
      UpdateExpression: 'SET entidade = :e, expiraEm = :x ADD valor :um',
      ExpressionAttributeValues: { ':e': 'SEQUENCIA_DIA', ':x': expiraEm, ':um': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return seqSchema.parse(r.Attributes).valor;
}

// ---------------------------------------------------------------- tile data kept by the sub-elements

/** Changes of the tile counters, in the same transaction as the sub-element change (e.g. { numComentariosHumanos: 1 }). */
export interface DeltasContadoresCard {
  numComentariosHumanos?: number;
  numTotalAnexos?: number;
  numItensChecked?: number;
  numItensUnchecked?: number;
}

export function alterarContadoresCardItem(
  deps: Deps,
  sigla: string,
  idCard: string,
  deltas: DeltasContadoresCard,
): TransactItem {
  const adicoes: string[] = [];
  const valores: Record<string, unknown> = {};
  Object.entries(deltas).forEach(([campo, delta], i) => {
    if (!delta) return;
    adicoes.push(`${campo} :d${i}`);
    valores[`:d${i}`] = delta;
  });
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, idCard),
      // A no-op change still checks that the card exists.
      UpdateExpression: adicoes.length ? `ADD ${adicoes.join(', ')}` : 'SET entidade = :card',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: adicoes.length ? valores : { ':card': 'CARD' },
    },
  };
}

function definirListaItem(deps: Deps, sigla: string, idCard: string, mudancas: Record<string, unknown>): TransactItem {
  const set = expressaoSet(mudancas);
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, idCard),
      UpdateExpression: `SET ${set.partes.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: set.nomes,
      ExpressionAttributeValues: set.valores,
    },
  };
}

/** The card's responsibles as the tile shows them (e-mails, lower case) with their link ids. */
export const definirResponsaveisCardItem = (
  deps: Deps,
  sigla: string,
  idCard: string,
  lista: Array<{ email: string; idVinculo: string }>,
): TransactItem =>
  definirListaItem(deps, sigla, idCard, {
    responsaveis: lista.map((r) => r.email.toLowerCase()),
    idsVinculosResponsaveis: lista.map((r) => r.idVinculo),
  });

/** The card's label ids. */
export const definirEtiquetasCardItem = (
  deps: Deps,
  sigla: string,
  idCard: string,
  idsEtiquetas: string[],
): TransactItem => definirListaItem(deps, sigla, idCard, { etiquetas: idsEtiquetas });

/** The e-mails following the card (the tile's "you follow this card" marker). */
export const definirSeguidoresCardItem = (deps: Deps, sigla: string, idCard: string, emails: string[]): TransactItem =>
  definirListaItem(deps, sigla, idCard, { seguidores: emails.map((e) => e.toLowerCase()) });

/** The tile lists a sub-element change may replace, and the values it may require (added for the card sub-elements). */
type ListasTile = Pick<InstanciaArmazenada, 'responsaveis' | 'idsVinculosResponsaveis' | 'etiquetas' | 'seguidores'>;
type EsperadoTile = Pick<
  InstanciaArmazenada,
  'responsaveis' | 'etiquetas' | 'seguidores' | 'numItensChecked' | 'numItensUnchecked' | 'idFluxo'
>;

/**
 * A sub-element change on the card item, conditioned on what it was decided from: lists
 * replaced, counters added, and each `esperado` attribute still equal to the value read (an
 * empty list read also matches a card without the attribute). A concurrent change of the same
 * set fails the transaction and the caller re-reads and decides again, so no add or remove is lost.
 */
export function atualizarTileCardItem(
  deps: Deps,
  sigla: string,
  idCard: string,
  m: { definir?: Partial<ListasTile>; somar?: DeltasContadoresCard; esperado?: Partial<EsperadoTile> },
): TransactItem {
  const set = expressaoSet({ ...m.definir }, 'd');
  const nomes: Record<string, string> = { ...set.nomes };
  const valores: Record<string, unknown> = { ...set.valores };
  const adicoes: string[] = [];
  Object.entries(m.somar ?? {}).forEach(([campo, delta], i) => {
    if (!delta) return;
    nomes[`#s${i}`] = campo;
    valores[`:s${i}`] = delta;
    adicoes.push(`#s${i} :s${i}`);
  });
  const condicoes = ['attribute_exists(pk)'];
  Object.entries(m.esperado ?? {}).forEach(([campo, valor], i) => {
    nomes[`#e${i}`] = campo;
    valores[`:e${i}`] = valor;
    const vazio = Array.isArray(valor) ? valor.length === 0 : valor === 0;
    condicoes.push(vazio ? `(attribute_not_exists(#e${i}) OR #e${i} = :e${i})` : `#e${i} = :e${i}`);
  });
  const partes = [
    set.partes.length ? `SET ${set.partes.join(', ')}` : '',
    adicoes.length ? `ADD ${adicoes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveCard(sigla, idCard),
      UpdateExpression: partes || 'SET entidade = :card',
      ConditionExpression: condicoes.join(' AND '),
      ExpressionAttributeNames: Object.keys(nomes).length ? nomes : undefined,
      ExpressionAttributeValues: { ...valores, ...(partes ? {} : { ':card': 'CARD' }) },
    },
  };
}
