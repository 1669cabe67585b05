import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { entidade } from '../entidade';
import type { TransactItem } from '../transact';
import { instanciaKeys } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The mark of an effect a rule's action had on a card, for the effects a second write would
 * repeat (a comment, a card moved to the top): written put-if-absent in the transaction of the
 * effect itself, keyed by the action's run id (stable across redeliveries of the event), so a
 * redelivery finds it and does nothing. In the card's collection (pk `T#<SIGLA>#CARD#<id>`, sk
 * `EFEITOREGRA#<idExecucaoAcao>`): deleting the card deletes its marks.
 */
export const efeitoRegraKeys = {
  sk: (idExecucaoAcao: string) => `EFEITOREGRA#${idExecucaoAcao}`,
};

const efeito = entidade('EFEITOREGRA', z.object({ idExecucaoAcao: z.string(), criadoEm: z.string() }));

const chave = (sigla: string, idInstancia: string, idExecucaoAcao: string) => ({
  pk: instanciaKeys.pk(sigla, idInstancia),
  sk: efeitoRegraKeys.sk(idExecucaoAcao),
});

export function marcarEfeitoItem(
  deps: Pick<AppDeps, 'tableName'>,
  sigla: string,
  idInstancia: string,
  idExecucaoAcao: string,
  agora: Date,
): TransactItem {
  return efeito.inserir(deps, chave(sigla, idInstancia, idExecucaoAcao), {
    idExecucaoAcao,
    criadoEm: agora.toISOString(),
  });
}

export async function efeitoJaFeito(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  idExecucaoAcao: string,
): Promise<boolean> {
  return (await efeito.buscar(deps, chave(sigla, idInstancia, idExecucaoAcao), { consistente: true })) !== null;
}
