import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../app/deps';
import { checklistSchema, type ChecklistArmazenado } from '../../domains/cards/entities/checklist';
import { lerItem } from '../chaves';
import { consultarTudo } from '../consultas';
import type { TransactItem } from '../transact';
import { instanciaKeys } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Checklists, in the card's collection: pk `T#<SIGLA>#CARD#<idCard>`, sk `CHECKLIST#<id>`. A card
 * has few checklists, so "the card's checklists" is one Query of that prefix; each item holds its
 * whole list of items (a checklist is edited as a unit) and a versao for optimistic concurrency.
 */
export const checklistKeys = {
  sk: (id: string) => `CHECKLIST#${id}`,
  prefixoSk: () => 'CHECKLIST#',
};

const chave = (sigla: string, idInstancia: string, id: string) => ({
  pk: instanciaKeys.pk(sigla, idInstancia),
  sk: checklistKeys.sk(id),
});

export async function listarChecklistsDoCard(
  deps: Deps,
  sigla: string,
  idInstancia: string,
): Promise<ChecklistArmazenado[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :c)',
    ExpressionAttributeValues: { ':pk': instanciaKeys.pk(sigla, idInstancia), ':c': checklistKeys.prefixoSk() },
    ConsistentRead: true,
  });
  return itens.map((i) => checklistSchema.parse(i));
}

export async function buscarChecklist(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  id: string,
): Promise<ChecklistArmazenado | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chave(sigla, idInstancia, id), ConsistentRead: true }),
  );
  return lerItem(checklistSchema, r.Item);
}

export function inserirChecklistItem(deps: Deps, sigla: string, c: ChecklistArmazenado): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: { ...chave(sigla, c.idInstancia, c.id), entidade: 'CHECKLIST', ...c },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Saves an edit if nobody saved the checklist since it was read (versao), bumping versao. */
export function salvarChecklistItem(deps: Deps, sigla: string, c: ChecklistArmazenado): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: { ...chave(sigla, c.idInstancia, c.id), entidade: 'CHECKLIST', ...c, versao: c.versao + 1 },
      ConditionExpression: 'versao = :lida',
      ExpressionAttributeValues: { ':lida': c.versao },
    },
  };
}

export function excluirChecklistItem(deps: Deps, sigla: string, c: ChecklistArmazenado): TransactItem {
  return {
    Delete: {
      TableName: deps.tableName,
      Key: chave(sigla, c.idInstancia, c.id),
      ConditionExpression: 'versao = :lida',
      ExpressionAttributeValues: { ':lida': c.versao },
    },
  };
}
