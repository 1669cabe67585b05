import type { AppDeps } from '../../../kernel/deps';
import { buscarAcessosDoFluxo, mudancaAcessoItem } from '../../../data/repositories/acessoFluxoRepository';
import { tocarFluxoItem, type MudancaContadores } from '../../../data/repositories/fluxoRepository';
import { cabeNumaTransacao, emLotesDeTransacao, transact, type TransactItem } from '../../../data/transact';
import { planejarAcessos, somarDeltas } from '../entities/acessoFluxo';
import { erroFluxo } from '../erros';

/** One person's part of a change: his authorisation writes and how many stages he gains (or loses). */
export interface MudancaPessoa {
  email: string;
  itens: TransactItem[];
  delta: number;
}

export interface EscritaNoFluxo {
  sigla: string;
  idFluxo: string;
  agora: Date;
  /** The change itself with its outbox event: always one transaction. */
  principal: TransactItem[];
  contadores?: MudancaContadores;
  /** Authorisation changes; each person's writes and access-index entry always land together. */
  pessoas?: MudancaPessoa[];
  /** Person writes go after the principal (the change creates what they point at) or before (it deletes it). */
  pessoasDepois?: boolean;
}

const TENTATIVAS_POR_LOTE = 3;

/** Each person's access-index change, planned from a fresh read of the entries concerned. */
async function escritasDasPessoas(
  deps: AppDeps,
  e: Pick<EscritaNoFluxo, 'sigla' | 'idFluxo'>,
  pessoas: MudancaPessoa[],
) {
  const deltas = somarDeltas(pessoas.map((p) => [p.email, p.delta]));
  const atuais = await buscarAcessosDoFluxo(deps, e.sigla, e.idFluxo, [...deltas.keys()]);
  const plano = planejarAcessos(e.idFluxo, atuais, deltas);
  return {
    itens: [
      ...pessoas.flatMap((p) => p.itens),
      ...plano.mudancas.map((m) => mudancaAcessoItem(deps, e.sigla, e.idFluxo, m)),
    ],
    deltaPessoas: plano.deltaPessoas,
  };
}

/**
 * Writes a change inside a flow. The flow item is touched in the same transaction (change date,
 * counters, "the flow still exists"). Authorisation changes also move the per-person access
 * index and numPessoasComAcesso, planned from a fresh read and written conditioned on it.
 *
 * When everything fits in one transaction (the usual case), it is one transaction: returns false
 * if it lost a race, and the caller re-reads and decides again. Only a change touching many
 * people (a stage with a hundred authorised people deleted, cloned or copied) is split: each
 * batch of people is its own transaction, with its own counter change, so numPessoasComAcesso is
 * right after every commit; a batch that loses a race is re-planned and retried. Deletions write
 * the people first (a failure leaves the stage with fewer people, never people on a missing
 * stage); creations write them after the principal.
 */
export async function gravarNoFluxo(deps: AppDeps, e: EscritaNoFluxo): Promise<boolean> {
  const pessoas = e.pessoas ?? [];
  const tocar = (m: MudancaContadores) => tocarFluxoItem(deps, e.sigla, e.idFluxo, e.agora, m);
  const todas = await escritasDasPessoas(deps, e, pessoas);
  if (cabeNumaTransacao(e.principal.length + todas.itens.length + 1)) {
    return transact(deps, [
      ...e.principal,
      ...todas.itens,
      tocar({ ...e.contadores, pessoas: (e.contadores?.pessoas ?? 0) + todas.deltaPessoas }),
    ]);
  }

  const gravarLote = async (lote: MudancaPessoa[]): Promise<boolean> => {
    for (let i = 0; i < TENTATIVAS_POR_LOTE; i++) {
      const escritas = await escritasDasPessoas(deps, e, lote);
      if (await transact(deps, [...escritas.itens, tocar({ pessoas: escritas.deltaPessoas })])) return true;
    }
    return false;
  };
  // Each person costs his writes plus his access-index entry; every batch also touches the flow item.
  const lotes = emLotesDeTransacao(pessoas, (p) => p.itens.length + 1, 1);
  if (!e.pessoasDepois) {
    for (const lote of lotes) if (!(await gravarLote(lote))) return false;
  }
  if (!(await transact(deps, [...e.principal, tocar(e.contadores ?? {})]))) return false;
  if (e.pessoasDepois) {
    for (const lote of lotes) {
      // The principal is committed: a retry of the whole change would repeat it, so give up loudly.
      if (!(await gravarLote(lote))) throw erroFluxo.alteradoPorOutro();
    }
  }
  return true;
}

const TENTATIVAS = 3;

/**
 * Runs read-decide-write again when the write lost a race (`tentar` answers null), so the
 * decision is always taken on what is stored: a duplicate created meanwhile is then refused with
 * its own message by the re-read, not by a generic conflict. After three lost races, 409.
 */
export async function comNovasTentativas<T>(tentar: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < TENTATIVAS; i++) {
    const r = await tentar();
    if (r !== null) return r;
  }
  throw erroFluxo.alteradoPorOutro();
}
