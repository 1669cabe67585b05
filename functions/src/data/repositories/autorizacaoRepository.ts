import type { AppDeps } from '../../app/deps';
import { autorizacaoSchema, type Autorizacao } from '../../domains/etapas/entities/autorizacao';
import { consultarTudo } from '../consultas';
import type { ChaveItem } from '../lotes';
import type { TransactItem } from '../transact';
import { fluxoKeys } from './fluxoRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Authorisations of people on stages (EtapaUsuario), in the flow's collection:
 * pk `T#<SIGLA>#FLUXO#<idFluxo>`, sk `AUT#<email>#<idEtapa>`. E-mail first, because the hot
 * question is "what may THIS person do in this flow" (every call checks it): one Query on
 * `AUT#<email>#` answers it. The stage's list (the people dialog) filters the flow's
 * authorisations, which are few. The key is also the uniqueness guard of "one authorisation per
 * person and stage": the insert's attribute_not_exists condition refuses a duplicate, race-free.
 */
export const autorizacaoKeys = {
  sk: (email: string, idEtapa: string) => `AUT#${email.toLowerCase()}#${idEtapa}`,
  prefixoSk: () => 'AUT#',
  prefixoPessoa: (email: string) => `AUT#${email.toLowerCase()}#`,
};

const chaveAutorizacao = (
  sigla: string,
  a: Pick<Autorizacao, 'idFluxo' | 'emailAutorizado' | 'idEtapa'>,
): ChaveItem => ({
  pk: fluxoKeys.pk(sigla, a.idFluxo),
  sk: autorizacaoKeys.sk(a.emailAutorizado, a.idEtapa),
});

export const lerAutorizacao = (item: Record<string, unknown>): Autorizacao => autorizacaoSchema.parse(item);

/** The person's authorisations in the flow (the e-mail is compared exactly: a '#' in an e-mail cannot widen the prefix). */
export async function listarAutorizacoesDaPessoa(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  email: string,
): Promise<Autorizacao[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :pessoa)',
    ExpressionAttributeValues: { ':pk': fluxoKeys.pk(sigla, idFluxo), ':pessoa': autorizacaoKeys.prefixoPessoa(email) },
    ConsistentRead: true,
  });
  return itens.map(lerAutorizacao).filter((a) => a.emailAutorizado === email.toLowerCase());
}

/** Every authorisation of the flow (all stages). */
export async function listarAutorizacoesDoFluxo(deps: Deps, sigla: string, idFluxo: string): Promise<Autorizacao[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :aut)',
    ExpressionAttributeValues: { ':pk': fluxoKeys.pk(sigla, idFluxo), ':aut': autorizacaoKeys.prefixoSk() },
    ConsistentRead: true,
  });
  return itens.map(lerAutorizacao);
}

/** A new authorisation; refused when the person already has one on the stage. */
export function inserirAutorizacaoItem(deps: Deps, sigla: string, a: Autorizacao): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: { ...chaveAutorizacao(sigla, a), entidade: 'ETAPA_USUARIO', ...a },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Replaces an existing authorisation's flags (same person, same stage). */
export function salvarAutorizacaoItem(deps: Deps, sigla: string, a: Autorizacao): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: { ...chaveAutorizacao(sigla, a), entidade: 'ETAPA_USUARIO', ...a },
      ConditionExpression: 'attribute_exists(pk) AND id = :id',
      ExpressionAttributeValues: { ':id': a.id },
    },
  };
}

export function excluirAutorizacaoItem(deps: Deps, sigla: string, a: Autorizacao): TransactItem {
  return {
    Delete: {
      TableName: deps.tableName,
      Key: chaveAutorizacao(sigla, a),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

export const chaveDaAutorizacao = chaveAutorizacao;
