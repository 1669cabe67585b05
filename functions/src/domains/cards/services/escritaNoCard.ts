import type { NovoEvento } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import type { CadeiaRegra, Sessao } from '../../../kernel/sessao';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { transact, type TransactItem } from '../../../data/transact';
import {
  carregarInstancia,
  comProfundidade,
  conferirAbrirCard,
  conferirRestricao,
  type ContextoInstancia,
  erroInstancia,
  type InstanciaArmazenada,
  type RestricoesCard,
} from '../../instancias';

const TENTATIVAS = 3;

/**
 * Read, decide, write; again when the write lost a race (`tentar` answers null), so every
 * decision is taken on what is stored. After three lost races, 409.
 */
export async function comNovasTentativas<T>(tentar: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < TENTATIVAS; i++) {
    const r = await tentar();
    if (r !== null) return r;
  }
  throw erroInstancia.alteradoPorOutro();
}

/** The card, if the session user may open it (404 when unseen, 403 restrAbrirCard). */
export async function cardParaLer(deps: AppDeps, sessao: Sessao, idInstancia: string): Promise<ContextoInstancia> {
  const ctx = await carregarInstancia(deps, sessao, idInstancia);
  conferirAbrirCard(ctx);
  return ctx;
}

/** The card, if the session user may open it and change this kind of sub-element (403 with the flag's message). */
export async function cardParaAlterar(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
  restricao: keyof RestricoesCard,
  mensagem: string,
): Promise<ContextoInstancia> {
  const ctx = await cardParaLer(deps, sessao, idInstancia);
  conferirRestricao(ctx, restricao, mensagem);
  return ctx;
}

type TipoSubElemento = Extract<NovoEvento, { detalhe: { idInstancia: string } }>;

/** What every sub-element event says: tenant, flow (its room), stage, card and who changed it. */
export const baseDoEvento = (
  sigla: string,
  c: Pick<InstanciaArmazenada, 'id' | 'idFluxo' | 'idEtapa'>,
  alteradoPor: string,
  /** The rule's chain when a rule's action made the change (Sessao.profundidadeRegra, idEventoRaizRegra). */
  cadeia?: CadeiaRegra,
) => ({
  sigla,
  idFluxo: c.idFluxo,
  idEtapa: c.idEtapa,
  idInstancia: c.id,
  alteradoPor,
  ...comProfundidade(cadeia),
});

/** The change and its outbox event(s), one transaction. False when a condition failed (lost race). */
export async function gravarComEvento(
  deps: AppDeps,
  itens: TransactItem[],
  eventos: TipoSubElemento[],
): Promise<boolean> {
  return transact(deps, [...itens, ...eventos.map((e) => outboxPut(deps, e))]);
}
