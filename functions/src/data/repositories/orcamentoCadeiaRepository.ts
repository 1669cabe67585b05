import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../kernel/deps';
import { emSegundos, prefixoTenant } from '../chaves';

/**
 * The budget of one rule chain (docs/data-model.md, "Rule chain budget"): pk
 * `T#<SIGLA>#CADEIA#<idEventoRaiz>`, sk `ORCAMENTO`; `acoes` and `cards` spent so far and `marcas`,
 * the set of the action runs already charged. Read only by its full key; it expires after the
 * redeliveries of its events can come (7 days, as the outbox and the consumers' claims).
 */
export const orcamentoCadeiaKeys = {
  pk: (sigla: string, idEventoRaiz: string) => `${prefixoTenant(sigla)}#CADEIA#${idEventoRaiz}`,
  sk: () => 'ORCAMENTO',
};

const RETENCAO_SEGUNDOS = 7 * 24 * 3600;

export interface EstadoOrcamento {
  acoes: number;
  cards: number;
  marcas: string[];
}

/**
 * One atomic charge: +custo, and the run's mark into the set, only if the mark is not there yet
 * and the chain stays within its limits. Concurrent consumers serialize on the item; a redelivered
 * action finds its mark and is not charged twice. Answers null when charged, else the item's state
 * as the refusal found it (the caller tells "already charged" from "over the limit").
 */
export async function cobrarOrcamento(
  deps: Pick<AppDeps, 'db' | 'tableName' | 'clock'>,
  sigla: string,
  idEventoRaiz: string,
  marca: string,
  custo: { acoes: number; cards: number },
  limites: { acoesPorCadeia: number; cardsPorCadeia: number },
): Promise<EstadoOrcamento | null> {
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: { pk: orcamentoCadeiaKeys.pk(sigla, idEventoRaiz), sk: orcamentoCadeiaKeys.sk() },
        UpdateExpression:
          'ADD acoes :acoes, cards :cards, marcas :marcas SET entidade = :entidade, idEventoRaiz = :raiz, expiraEm = if_not_exists(expiraEm, :expira)',
        ConditionExpression:
          '(attribute_not_exists(marcas) OR NOT contains(marcas, :marca)) AND ' +
          '(attribute_not_exists(acoes) OR acoes <= :maxAcoes) AND (attribute_not_exists(cards) OR cards <= :maxCards)',
        ExpressionAttributeValues: {
          ':acoes': custo.acoes,
          ':cards': custo.cards,
          ':marcas': new Set([marca]),
          ':marca': marca,
          ':entidade': 'ORCAMENTO_CADEIA',
          ':raiz': idEventoRaiz,
          ':expira': emSegundos(deps.clock()) + RETENCAO_SEGUNDOS,
          // The spent amount must leave room for this charge.
          ':maxAcoes': limites.acoesPorCadeia - custo.acoes,
          ':maxCards': limites.cardsPorCadeia - custo.cards,
        },
        // Raw UpdateItem: the refusal needs the stored item back to say why.
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return null;
  } catch (e) {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
    const item = e.Item ?? {};
    return {
      acoes: Number(item.acoes?.N ?? 0),
      cards: Number(item.cards?.N ?? 0),
      marcas: item.marcas?.SS ?? [],
    };
  }
}
