import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { etapaSchema, type EtapaArmazenada } from '../../domains/etapas/entities/etapa';
import { lerItem, prefixoTenant } from '../chaves';
import { consultarTudo, expressaoSet } from '../consultas';
import type { ChaveItem } from '../lotes';
import type { TransactItem } from '../transact';
import { fluxoKeys } from './fluxoRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Stages live in their flow's collection (see fluxoRepository): pk `T#<SIGLA>#FLUXO#<idFluxo>`,
 * sk `ETAPA#<id>`, so the flow screen reads them with everything else in one Query.
 *
 * Address: pk `T#<SIGLA>#ETAPA#<id>`, sk `FLUXO` -> idFluxo. Many calls name a stage by its id
 * alone (/api/etapas/buscar/{id}, ...); this small item, written and deleted in the same
 * transaction as the stage, leads to its flow with a strongly consistent read (an index would be
 * eventually consistent right after the stage is created).
 */
export const etapaKeys = {
  sk: (idEtapa: string) => `ETAPA#${idEtapa}`,
  prefixoSk: () => 'ETAPA#',
  enderecoPk: (sigla: string, idEtapa: string) => `${prefixoTenant(sigla)}#ETAPA#${idEtapa}`,
  enderecoSk: () => 'FLUXO',
};

const enderecoSchema = z.object({ idFluxo: z.string() });

const chaveEtapa = (sigla: string, idFluxo: string, idEtapa: string): ChaveItem => ({
  pk: fluxoKeys.pk(sigla, idFluxo),
  sk: etapaKeys.sk(idEtapa),
});

export const lerEtapa = (item: Record<string, unknown>): EtapaArmazenada => etapaSchema.parse(item);

export async function buscarIdFluxoDaEtapa(deps: Deps, sigla: string, idEtapa: string): Promise<string | null> {
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: { pk: etapaKeys.enderecoPk(sigla, idEtapa), sk: etapaKeys.enderecoSk() },
      ConsistentRead: true,
    }),
  );
  return lerItem(enderecoSchema, r.Item)?.idFluxo ?? null;
}

export async function buscarEtapa(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  idEtapa: string,
): Promise<EtapaArmazenada | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chaveEtapa(sigla, idFluxo, idEtapa), ConsistentRead: true }),
  );
  return lerItem(etapaSchema, r.Item);
}

/** Every stage of a flow (one Query on the flow's partition, sk prefix ETAPA#). */
export async function listarEtapasDoFluxo(deps: Deps, sigla: string, idFluxo: string): Promise<EtapaArmazenada[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :etapa)',
    ExpressionAttributeValues: { ':pk': fluxoKeys.pk(sigla, idFluxo), ':etapa': etapaKeys.prefixoSk() },
    ConsistentRead: true,
  });
  return itens.map(lerEtapa);
}

/** A new stage and its address; both refuse to overwrite. */
export function inserirEtapaItens(deps: Deps, sigla: string, e: EtapaArmazenada): TransactItem[] {
  return [
    {
      Put: {
        TableName: deps.tableName,
        Item: { ...chaveEtapa(sigla, e.idFluxo, e.id), entidade: 'ETAPA', ...e },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: deps.tableName,
        Item: {
          pk: etapaKeys.enderecoPk(sigla, e.id),
          sk: etapaKeys.enderecoSk(),
          entidade: 'ENDERECO_ETAPA',
          idFluxo: e.idFluxo,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** What a write expects of a stage it touches (the state the change was decided on). */
export type EstadoEsperadoEtapa = Partial<
  Pick<EtapaArmazenada, 'etapaInicial' | 'etapaFinal' | 'fluxoAberto' | 'totalCardsPresentes' | 'versao'>
>;

function condicaoEsperada(esperado: EstadoEsperadoEtapa) {
  const partes = ['attribute_exists(pk)'];
  const nomes: Record<string, string> = {};
  const valores: Record<string, unknown> = {};
  Object.entries(esperado).forEach(([campo, valor], i) => {
    if (valor === undefined) return;
    nomes[`#c${i}`] = campo;
    valores[`:c${i}`] = valor;
    partes.push(`#c${i} = :c${i}`);
  });
  return { condicao: partes.join(' AND '), nomes, valores };
}

/**
 * One write on one stage: SET the changed attributes (none for a mere touch) and bump versao,
 * conditioned on the stage existing (in this flow: the key holds the flow) and on the expected
 * state. One per stage per transaction, since a transaction may touch an item only once.
 */
export function atualizarEtapaItem(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  idEtapa: string,
  mudancas: Partial<Omit<EtapaArmazenada, 'id' | 'idFluxo' | 'criadoEm' | 'versao'>>,
  esperado: EstadoEsperadoEtapa = {},
): TransactItem {
  const { condicao, nomes: nomesCond, valores: valoresCond } = condicaoEsperada(esperado);
  const set = expressaoSet(mudancas);
  const nomes = { ...set.nomes, ...nomesCond };
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveEtapa(sigla, idFluxo, idEtapa),
      UpdateExpression: `${set.partes.length ? `SET ${set.partes.join(', ')} ` : ''}ADD versao :um`,
      ConditionExpression: condicao,
      ...(Object.keys(nomes).length ? { ExpressionAttributeNames: nomes } : {}),
      ExpressionAttributeValues: { ...set.valores, ...valoresCond, ':um': 1 },
    },
  };
}

/** Deletes a stage (only while it has no cards and nobody changed it since it was read) and its address. */
export function excluirEtapaItens(
  deps: Deps,
  sigla: string,
  e: Pick<EtapaArmazenada, 'idFluxo' | 'id' | 'versao'>,
): TransactItem[] {
  return [
    {
      Delete: {
        TableName: deps.tableName,
        Key: chaveEtapa(sigla, e.idFluxo, e.id),
        ConditionExpression: 'attribute_exists(pk) AND totalCardsPresentes = :zero AND versao = :versao',
        ExpressionAttributeValues: { ':zero': 0, ':versao': e.versao },
      },
    },
    {
      Delete: { TableName: deps.tableName, Key: { pk: etapaKeys.enderecoPk(sigla, e.id), sk: etapaKeys.enderecoSk() } },
    },
  ];
}

/** Keys of a stage and its address, for clean-ups. */
export const chavesDaEtapa = (sigla: string, idFluxo: string, idEtapa: string): ChaveItem[] => [
  chaveEtapa(sigla, idFluxo, idEtapa),
  { pk: etapaKeys.enderecoPk(sigla, idEtapa), sk: etapaKeys.enderecoSk() },
];

// ---------------------------------------------------------------- cards (issue 4: instancias)

/**
 * The stage's card counter, changed in the same transaction as every card create, move and
 * delete: an atomic ADD, conditioned only on the stage existing (a card cannot land in a stage
 * deleted meanwhile). It leaves `versao` alone: card traffic must not make the stage's own
 * edits (flags, deletion), which are conditioned on versao, fail.
 */
export function alterarTotalCardsEtapaItem(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  idEtapa: string,
  delta: number,
): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveEtapa(sigla, idFluxo, idEtapa),
      UpdateExpression: 'ADD totalCardsPresentes :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}
