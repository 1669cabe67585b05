import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { AppDeps } from '../../app/deps';
import { acessoFluxoSchema, type AcessoFluxo, type MudancaAcesso } from '../../domains/fluxos/entities/acessoFluxo';
import { lerItem, prefixoTenant } from '../chaves';
import { consultarTudo } from '../consultas';
import { lerEmLote, type ChaveItem } from '../lotes';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The per-person access index: pk `T#<SIGLA>#ACESSO#<email>`, sk `FLUXO#<idFluxo>`, one item per
 * flow the person sees (owner, or authorised on some stage), with his favourite flag. The flow
 * list is one Query on the person's partition plus one BatchGet of the flows. Keyed by e-mail
 * because authorisations are granted to e-mails, users or not yet.
 */
export const acessoFluxoKeys = {
  pk: (sigla: string, email: string) => `${prefixoTenant(sigla)}#ACESSO#${email.toLowerCase()}`,
  sk: (idFluxo: string) => `FLUXO#${idFluxo}`,
  prefixoSk: () => 'FLUXO#',
};

const chaveAcesso = (sigla: string, email: string, idFluxo: string): ChaveItem => ({
  pk: acessoFluxoKeys.pk(sigla, email),
  sk: acessoFluxoKeys.sk(idFluxo),
});

export async function listarAcessosDaPessoa(deps: Deps, sigla: string, email: string): Promise<AcessoFluxo[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :fluxo)',
    ExpressionAttributeValues: { ':pk': acessoFluxoKeys.pk(sigla, email), ':fluxo': acessoFluxoKeys.prefixoSk() },
  });
  return itens.map((i) => acessoFluxoSchema.parse(i));
}

export async function buscarAcesso(
  deps: Deps,
  sigla: string,
  email: string,
  idFluxo: string,
): Promise<AcessoFluxo | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chaveAcesso(sigla, email, idFluxo), ConsistentRead: true }),
  );
  return lerItem(acessoFluxoSchema, r.Item);
}

/** The entries of several people in one flow, by e-mail (strongly consistent: they are about to be changed). */
export async function buscarAcessosDoFluxo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  emails: string[],
): Promise<Map<string, AcessoFluxo>> {
  const itens = await lerEmLote(
    deps,
    emails.map((e) => chaveAcesso(sigla, e, idFluxo)),
    true,
  );
  return new Map(itens.map((i) => acessoFluxoSchema.parse(i)).map((a) => [a.email, a]));
}

/**
 * The write of one planned change (acessoFluxo.planejarAcessos), conditioned on the count it was
 * planned from, so concurrent changes of one person's access cannot both apply.
 */
export function mudancaAcessoItem(deps: Deps, sigla: string, idFluxo: string, m: MudancaAcesso): TransactItem {
  switch (m.tipo) {
    case 'criar':
      return {
        Put: {
          TableName: deps.tableName,
          Item: { ...chaveAcesso(sigla, m.acesso.email, idFluxo), entidade: 'ACESSO_FLUXO', ...m.acesso },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
    case 'ajustar':
      return {
        Update: {
          TableName: deps.tableName,
          Key: chaveAcesso(sigla, m.email, idFluxo),
          UpdateExpression: 'ADD numEtapas :delta',
          ConditionExpression: 'numEtapas = :lido',
          ExpressionAttributeValues: { ':delta': m.delta, ':lido': m.numEtapasLido },
        },
      };
    case 'remover':
      return {
        Delete: {
          TableName: deps.tableName,
          Key: chaveAcesso(sigla, m.email, idFluxo),
          ConditionExpression: 'numEtapas = :lido AND dono = :n',
          ExpressionAttributeValues: { ':lido': m.numEtapasLido, ':n': 'N' },
        },
      };
  }
}

/** The owner's entry of a new flow. */
export function inserirAcessoItem(deps: Deps, sigla: string, a: AcessoFluxo): TransactItem {
  return mudancaAcessoItem(deps, sigla, a.idFluxo, { tipo: 'criar', acesso: a });
}

export function excluirAcessoItem(deps: Deps, sigla: string, email: string, idFluxo: string): TransactItem {
  return { Delete: { TableName: deps.tableName, Key: chaveAcesso(sigla, email, idFluxo) } };
}

/** Favourite flag of the person on the flow; false when he has no entry (does not see the flow). */
export async function marcarFavorito(
  deps: Deps,
  sigla: string,
  email: string,
  idFluxo: string,
  favorito: 'S' | 'N',
): Promise<boolean> {
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: chaveAcesso(sigla, email, idFluxo),
        UpdateExpression: 'SET favorito = :f',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':f': favorito },
      }),
    );
    return true;
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return false;
    throw e;
  }
}

export const chaveDoAcesso = chaveAcesso;
