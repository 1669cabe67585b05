import type { AppDeps } from '../../kernel/deps';
import { prefixoTenant } from '../chaves';
import { putItem } from '../entidade';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'tableName'>;

/**
 * The pace of runs of rules a person asks for on one card (POST executar-regras): pk
 * `T#<SIGLA>#LIMITE_EXEC_REGRAS#<usuarioId>`, sk `INSTANCIA#<idInstancia>`. liberaEm (epoch
 * seconds) is when the next request is allowed; expiraEm, the TTL, removes the item after it.
 */
export const limiteExecucaoRegrasKeys = {
  pk: (sigla: string, usuarioId: string) => `${prefixoTenant(sigla)}#LIMITE_EXEC_REGRAS#${usuarioId}`,
  sk: (idInstancia: string) => `INSTANCIA#${idInstancia}`,
};

/**
 * Takes the person's turn on the card until `agora + intervalo`: a Put conditioned on no turn
 * being open, to travel in the transaction of the request's event (both or neither). The
 * transaction fails on its condition while the previous turn lasts.
 */
export function reservarExecucaoItem(
  deps: Deps,
  sigla: string,
  usuarioId: string,
  idInstancia: string,
  agoraSegundos: number,
  intervaloSegundos: number,
): TransactItem {
  return putItem(
    deps,
    {
      pk: limiteExecucaoRegrasKeys.pk(sigla, usuarioId),
      sk: limiteExecucaoRegrasKeys.sk(idInstancia),
      liberaEm: agoraSegundos + intervaloSegundos,
      expiraEm: agoraSegundos + intervaloSegundos + 60,
    },
    { expressao: 'attribute_not_exists(pk) OR liberaEm <= :agora', valores: { ':agora': agoraSegundos } },
  );
}
