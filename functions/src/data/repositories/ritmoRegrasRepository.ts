import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../kernel/deps';
import { admitidosNaJanela } from '../../domains/regras/entities/ritmoTenant';
import { prefixoTenant } from '../chaves';

/**
 * A tenant's rule events in one window (docs/data-model.md, "Rules engine pace of a tenant"): pk
 * `T#<SIGLA>#RITMO_REGRAS#<window number>`, sk `JANELA`; `usados`, the events admitted in the
 * window, and `adiados`, those deferred from it (their count places each deferred one in the
 * backlog). Read only by its full key; expiraEm (TTL) an hour after the window ends.
 */
export const ritmoRegrasKeys = {
  pk: (sigla: string, janela: number) => `${prefixoTenant(sigla)}#RITMO_REGRAS#${janela}`,
  sk: () => 'JANELA',
};

const ENTIDADE = 'RITMO_REGRAS';
const RETENCAO_SEGUNDOS = 3600;
/** Each refusal finds fewer places left (at worst none, which cannot be refused): a few tries suffice. */
const TENTATIVAS = 5;

export interface CobrancaRitmo {
  /** The first events of the batch that run now. */
  admitidos: number;
  /** Where the first deferred one stands among the window's deferred events of the tenant (1 = first). */
  primeiraPosicao: number;
}

/**
 * Charges `pedidos` events of a tenant to its window: one conditional ADD that admits them all
 * while `usados` stays within `limite`; refused, a second one admits what is left of the window
 * (it may be none) and counts the rest as deferred. Atomic on the item, so concurrent batches
 * never admit more than the limit between them.
 */
export async function cobrarRitmo(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  janela: { numero: number; fimMs: number },
  pedidos: number,
  limite: number,
): Promise<CobrancaRitmo> {
  const Key = { pk: ritmoRegrasKeys.pk(sigla, janela.numero), sk: ritmoRegrasKeys.sk() };
  const expiraEm = Math.ceil(janela.fimMs / 1000) + RETENCAO_SEGUNDOS;
  let admitidos = pedidos;
  for (let tentativa = 1; ; tentativa++) {
    const adiados = pedidos - admitidos;
    try {
      const r = await deps.db.send(
        new UpdateCommand({
          TableName: deps.tableName,
          Key,
          UpdateExpression: `ADD usados :admitidos${adiados > 0 ? ', adiados :adiados' : ''} SET entidade = :entidade, expiraEm = if_not_exists(expiraEm, :expira)`,
          // What is admitted must fit: the window has run at most limite - admitidos so far.
          ConditionExpression: 'attribute_not_exists(usados) OR usados <= :teto',
          ExpressionAttributeValues: {
            ':admitidos': admitidos,
            ...(adiados > 0 ? { ':adiados': adiados } : {}),
            ':entidade': ENTIDADE,
            ':expira': expiraEm,
            ':teto': limite - admitidos,
          },
          ReturnValues: adiados > 0 ? 'UPDATED_NEW' : 'NONE',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      const totalAdiados = Number(r.Attributes?.adiados ?? 0);
      return { admitidos, primeiraPosicao: adiados > 0 ? totalAdiados - adiados + 1 : 1 };
    } catch (e) {
      if (!(e instanceof ConditionalCheckFailedException) || tentativa >= TENTATIVAS) throw e;
      admitidos = admitidosNaJanela(pedidos, Number(e.Item?.usados?.N ?? 0), limite);
    }
  }
}
