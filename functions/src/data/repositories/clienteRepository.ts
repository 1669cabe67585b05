import { BatchGetCommand, GetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { clienteSchema, type Cliente } from '../../domains/clientes/entities/cliente';
import { lerItem, prefixoTenant } from '../chaves';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The tenant item and its tokenCliente lookup.
 * - Tenant: pk `T#<SIGLA>`, sk `CLIENTE` — the root of the tenant's key space.
 * - Lookup: pk `TOKENCLIENTE#<token>`, sk `TOKENCLIENTE`. CROSS-TENANT by design: public calls
 *   (login, sign-up, forgot password) name the tenant only by its public token, so the token
 *   must lead to the sigla before any tenant-first key can be built. It holds the sigla only.
 */
export const clienteKeys = {
  pk: (sigla: string) => prefixoTenant(sigla),
  sk: () => 'CLIENTE',
  tokenPk: (token: string) => `TOKENCLIENTE#${token}`,
  tokenSk: () => 'TOKENCLIENTE',
};

const lookupTokenSchema = z.object({ sigla: z.string() });

const itemCliente = (c: Cliente) => ({ pk: clienteKeys.pk(c.sigla), sk: clienteKeys.sk(), entidade: 'CLIENTE', ...c });

export async function buscarClientePorSigla(deps: Deps, sigla: string): Promise<Cliente | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: { pk: clienteKeys.pk(sigla), sk: clienteKeys.sk() } }),
  );
  return lerItem(clienteSchema, r.Item);
}

export async function buscarClientePorToken(deps: Deps, token: string): Promise<Cliente | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: { pk: clienteKeys.tokenPk(token), sk: clienteKeys.tokenSk() } }),
  );
  const lookup = lerItem(lookupTokenSchema, r.Item);
  return lookup ? buscarClientePorSigla(deps, lookup.sigla) : null;
}

/** The tenants of a person's memberships (alternar-ambiente list); unknown siglas are skipped. */
export async function buscarClientesPorSiglas(deps: Deps, siglas: string[]): Promise<Cliente[]> {
  const unicas = [...new Set(siglas)];
  const clientes: Cliente[] = [];
  for (let i = 0; i < unicas.length; i += 100) {
    let pendentes: Record<string, unknown>[] | undefined = unicas
      .slice(i, i + 100)
      .map((s) => ({ pk: clienteKeys.pk(s), sk: clienteKeys.sk() }));
    while (pendentes && pendentes.length > 0) {
      const r: BatchGetCommandOutput = await deps.db.send(
        new BatchGetCommand({ RequestItems: { [deps.tableName]: { Keys: pendentes } } }),
      );
      for (const item of r.Responses?.[deps.tableName] ?? []) clientes.push(clienteSchema.parse(item));
      pendentes = r.UnprocessedKeys?.[deps.tableName]?.Keys;
    }
  }
  return clientes;
}

/** A new tenant and its token lookup; both refuse to overwrite (sigla and token are unique). */
export function criarClienteItens(deps: Deps, cliente: Cliente): TransactItem[] {
  return [
    { Put: { TableName: deps.tableName, Item: itemCliente(cliente), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        TableName: deps.tableName,
        Item: {
          pk: clienteKeys.tokenPk(cliente.token),
          sk: clienteKeys.tokenSk(),
          entidade: 'TOKENCLIENTE',
          sigla: cliente.sigla,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Saves a changed tenant if nobody saved it since it was read (versao), bumping the version. */
export function salvarClienteItem(deps: Deps, cliente: Cliente): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: itemCliente({ ...cliente, versao: cliente.versao + 1 }),
      ConditionExpression: 'versao = :lida',
      ExpressionAttributeValues: { ':lida': cliente.versao },
    },
  };
}
