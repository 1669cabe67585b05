import type { AppDeps } from '../../../kernel/deps';
import type { LimpezaDoPainel } from '../../fluxos';
import { escrever } from '../../../data/entidade';
import {
  aplicarDiferencaItens,
  buscarRetrato,
  excluirContagemZeradaItem,
  excluirPaginaDoPainelDoFluxo,
} from '../../../data/repositories/painelRepository';
import { cabeNumaTransacao, transact } from '../../../data/transact';
import { emParalelo } from '../../../lib/emParalelo';
import { diferencaDoCard, escritasDaDiferenca } from '../entities/diferencaRetrato';
import { esperarAntesDe } from '../../../lib/esperarAntesDe';
import { CARDS_EM_PARALELO, TENTATIVAS_RETRATO } from '../entities/tentativasRetrato';

/**
 * The home's projections of a deleted flow's cards (the flow clean-up, before each card goes):
 * each card's snapshot says what was projected of it (tile entries of its people, their counts
 * and due counters, the flow's responsible and due counters), and the difference to "no card"
 * takes all of it back in one transaction conditioned on the snapshot's version, as the `painel`
 * consumer does for a deleted card. Done BEFORE the card item goes, so a retry of the step still
 * finds the card; a card already taken back has no snapshot and costs one read. A person's count
 * item of the flow is deleted when it reaches zero.
 */
export async function retirarCardsDoPainel(deps: AppDeps, sigla: string, ids: string[]): Promise<void> {
  await emParalelo(ids, CARDS_EM_PARALELO, (id) => retirarCardDoPainel(deps, sigla, id));
}

async function retirarCardDoPainel(deps: AppDeps, sigla: string, idCard: string): Promise<void> {
  for (let i = 0; i < TENTATIVAS_RETRATO; i++) {
    await esperarAntesDe(i);
    const antes = await buscarRetrato(deps, sigla, idCard);
    if (!antes) return;
    const dif = diferencaDoCard(antes, null);
    if (!cabeNumaTransacao(escritasDaDiferenca(dif) + 1))
      throw new Error(`Projeção do card ${idCard} grande demais para uma transação`);
    // False: a late painel delivery changed the snapshot in between; read it again.
    if (!(await transact(deps, aplicarDiferencaItens(deps, sigla, antes, null, dif)))) continue;
    // The people's counts in the flow, once at zero (the last of its cards gone), go too.
    await Promise.all(
      dif.pessoaFluxo.map((c) => escrever(deps, excluirContagemZeradaItem(deps, sigla, c.email, c.idFluxo))),
    );
    return;
  }
  throw new Error(`O retrato do card ${idCard} mudou ${TENTATIVAS_RETRATO} vezes seguidas; o passo será repetido`);
}

/**
 * The flow's own projection partitions (day, responsible and due counters, event markers), then
 * its feed with each line's copies in the people's feeds, a page at a time, once its cards are
 * gone; true when more is left.
 */
export const excluirPaginaDoPainel = (
  deps: AppDeps,
  sigla: string,
  idFluxo: string,
  limite: number,
): Promise<boolean> => excluirPaginaDoPainelDoFluxo(deps, sigla, idFluxo, limite);

/** What fluxos' clean-up of a deleted flow calls for the home (wired by the `limpeza` consumer). */
export const limpezaDoPainel: LimpezaDoPainel = { retirarCardsDoPainel, excluirPaginaDoPainel };
