import type { ChaveAcao } from '@wf/shared/constants/regras';
import { LIMITES_CADEIA } from '@wf/shared/constants/cadeiaRegras';
import type { AppDeps } from '../../../kernel/deps';
import { cobrarOrcamento } from '../../../data/repositories/orcamentoCadeiaRepository';
import type { Disparo } from '../entities/disparo';
import {
  custoDaAcao,
  idEventoRaiz,
  marcaDaAcao,
  mensagemDaCobranca,
  motivoDaRecusa,
  type Cobranca,
} from '../entities/orcamentoCadeia';

/**
 * Charges one action run to its chain's budget before it runs (executarRegra). Answers null when
 * the action may run (charged now, or already charged by an earlier delivery of the same run),
 * or the pt-BR line that stops the rule when the chain has spent its budget. A refusal whose
 * stored state shows no reason cannot happen (the condition read that state); it stops the rule.
 */
export async function cobrarAcaoDaCadeia(
  deps: Pick<AppDeps, 'db' | 'tableName' | 'clock'>,
  sigla: string,
  disparo: Pick<Disparo, 'idEvento' | 'idEventoRaiz'>,
  key: ChaveAcao,
  idExecucaoAcao: string,
): Promise<string | null> {
  const custo = custoDaAcao(key);
  const marca = marcaDaAcao(idExecucaoAcao);
  const recusa = await cobrarOrcamento(deps, sigla, idEventoRaiz(disparo), marca, custo, LIMITES_CADEIA);
  const cobranca: Cobranca = recusa ? (motivoDaRecusa(recusa, marca, custo) ?? 'limiteAcoes') : 'cobrada';
  return mensagemDaCobranca(cobranca);
}
