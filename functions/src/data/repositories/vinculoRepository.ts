import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../app/deps';
import { vinculoSchema, type Vinculo } from '../../domains/etapas/entities/vinculo';
import { lerItem } from '../chaves';
import { consultarTudo } from '../consultas';
import type { ChaveItem } from '../lotes';
import type { TransactItem } from '../transact';
import { fluxoKeys } from './fluxoRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Links between stages, in their flow's collection: pk `T#<SIGLA>#FLUXO#<idFluxo>`,
 * sk `REL#<idEtapaOrigem>#<idEtapaDestino>`. The key IS the pair (origin first), so:
 * - the same direction cannot be stored twice: the insert's attribute_not_exists condition is
 *   the uniqueness guard, race-free, with no separate uniqueness item;
 * - the links leaving a stage are one Query on the prefix `REL#<idEtapaOrigem>#`.
 */
export const vinculoKeys = {
  sk: (idEtapaOrigem: string, idEtapaDestino: string) => `REL#${idEtapaOrigem}#${idEtapaDestino}`,
  prefixoSk: () => 'REL#',
  prefixoOrigem: (idEtapaOrigem: string) => `REL#${idEtapaOrigem}#`,
};

const chaveVinculo = (sigla: string, v: Pick<Vinculo, 'idFluxo' | 'idEtapaOrigem' | 'idEtapaDestino'>): ChaveItem => ({
  pk: fluxoKeys.pk(sigla, v.idFluxo),
  sk: vinculoKeys.sk(v.idEtapaOrigem, v.idEtapaDestino),
});

export const lerVinculo = (item: Record<string, unknown>): Vinculo => vinculoSchema.parse(item);

export async function buscarVinculo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  idEtapaOrigem: string,
  idEtapaDestino: string,
): Promise<Vinculo | null> {
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: chaveVinculo(sigla, { idFluxo, idEtapaOrigem, idEtapaDestino }),
      ConsistentRead: true,
    }),
  );
  return lerItem(vinculoSchema, r.Item);
}

export async function listarVinculosDeOrigem(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  idEtapaOrigem: string,
): Promise<Vinculo[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :origem)',
    ExpressionAttributeValues: {
      ':pk': fluxoKeys.pk(sigla, idFluxo),
      ':origem': vinculoKeys.prefixoOrigem(idEtapaOrigem),
    },
    ConsistentRead: true,
  });
  return itens.map(lerVinculo);
}

/** A new link; fails if that direction already exists (the key is the pair). */
export function inserirVinculoItem(deps: Deps, sigla: string, v: Vinculo): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: { ...chaveVinculo(sigla, v), entidade: 'ETAPA_REL', ...v },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function atualizarLadosVinculoItem(deps: Deps, sigla: string, v: Vinculo): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveVinculo(sigla, v),
      UpdateExpression: 'SET posicaoOrigem = :origem, posicaoDestino = :destino',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':origem': v.posicaoOrigem, ':destino': v.posicaoDestino },
    },
  };
}

export function excluirVinculoItem(
  deps: Deps,
  sigla: string,
  v: Pick<Vinculo, 'idFluxo' | 'idEtapaOrigem' | 'idEtapaDestino'>,
): TransactItem {
  return { Delete: { TableName: deps.tableName, Key: chaveVinculo(sigla, v) } };
}

export const chaveDoVinculo = chaveVinculo;
