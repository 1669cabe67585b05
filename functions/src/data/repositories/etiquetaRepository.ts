import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { etiquetaSchema, type EtiquetaArmazenada } from '../../domains/etiquetas/entities/etiqueta';
import { lerItem, prefixoTenant } from '../chaves';
import { consultarTudo } from '../consultas';
import type { ChaveItem } from '../lotes';
import type { TransactItem } from '../transact';
import { fluxoKeys } from './fluxoRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Labels, in their flow's collection: pk `T#<SIGLA>#FLUXO#<idFluxo>`, sk `ETIQUETA#<id>`.
 * Address: pk `T#<SIGLA>#ETIQUETA#<id>`, sk `FLUXO` -> idFluxo, because update and delete name a
 * label by its id alone (written and deleted with the label).
 */
export const etiquetaKeys = {
  sk: (id: string) => `ETIQUETA#${id}`,
  prefixoSk: () => 'ETIQUETA#',
  enderecoPk: (sigla: string, id: string) => `${prefixoTenant(sigla)}#ETIQUETA#${id}`,
  enderecoSk: () => 'FLUXO',
};

const enderecoSchema = z.object({ idFluxo: z.string() });

const chaveEtiqueta = (sigla: string, idFluxo: string, id: string): ChaveItem => ({
  pk: fluxoKeys.pk(sigla, idFluxo),
  sk: etiquetaKeys.sk(id),
});

export const lerEtiqueta = (item: Record<string, unknown>): EtiquetaArmazenada => etiquetaSchema.parse(item);

export async function buscarIdFluxoDaEtiqueta(deps: Deps, sigla: string, id: string): Promise<string | null> {
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: { pk: etiquetaKeys.enderecoPk(sigla, id), sk: etiquetaKeys.enderecoSk() },
      ConsistentRead: true,
    }),
  );
  return lerItem(enderecoSchema, r.Item)?.idFluxo ?? null;
}

export async function buscarEtiqueta(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  id: string,
): Promise<EtiquetaArmazenada | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chaveEtiqueta(sigla, idFluxo, id), ConsistentRead: true }),
  );
  return lerItem(etiquetaSchema, r.Item);
}

export async function listarEtiquetasDoFluxo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
): Promise<EtiquetaArmazenada[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :etiqueta)',
    ExpressionAttributeValues: { ':pk': fluxoKeys.pk(sigla, idFluxo), ':etiqueta': etiquetaKeys.prefixoSk() },
    ConsistentRead: true,
  });
  return itens.map(lerEtiqueta);
}

export function inserirEtiquetaItens(deps: Deps, sigla: string, e: EtiquetaArmazenada): TransactItem[] {
  return [
    {
      Put: {
        TableName: deps.tableName,
        Item: { ...chaveEtiqueta(sigla, e.idFluxo, e.id), entidade: 'ETIQUETA', ...e },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: deps.tableName,
        Item: {
          pk: etiquetaKeys.enderecoPk(sigla, e.id),
          sk: etiquetaKeys.enderecoSk(),
          entidade: 'ENDERECO_ETIQUETA',
          idFluxo: e.idFluxo,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

export function salvarEtiquetaItem(deps: Deps, sigla: string, e: EtiquetaArmazenada): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveEtiqueta(sigla, e.idFluxo, e.id),
      UpdateExpression: 'SET descricao = :descricao, cor = :cor, atualizadoEm = :agora',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':descricao': e.descricao, ':cor': e.cor, ':agora': e.atualizadoEm },
    },
  };
}

export function excluirEtiquetaItens(
  deps: Deps,
  sigla: string,
  e: Pick<EtiquetaArmazenada, 'idFluxo' | 'id'>,
): TransactItem[] {
  return [
    {
      Delete: {
        TableName: deps.tableName,
        Key: chaveEtiqueta(sigla, e.idFluxo, e.id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Delete: {
        TableName: deps.tableName,
        Key: { pk: etiquetaKeys.enderecoPk(sigla, e.id), sk: etiquetaKeys.enderecoSk() },
      },
    },
  ];
}

export const chavesDaEtiqueta = (sigla: string, idFluxo: string, id: string): ChaveItem[] => [
  chaveEtiqueta(sigla, idFluxo, id),
  { pk: etiquetaKeys.enderecoPk(sigla, id), sk: etiquetaKeys.enderecoSk() },
];
