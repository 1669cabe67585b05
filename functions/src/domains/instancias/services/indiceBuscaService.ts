import type { EventoLido } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import {
  chaveDaEntrada,
  escreverEntradasBusca,
  excluirEstadoBusca,
  gravarEstadoBusca,
  indiceBuscaKeys,
  lerEstadoBusca,
  type EntradaBusca,
} from '../../../data/repositories/indiceBuscaRepository';
import { buscarInstancia } from '../../../data/repositories/instanciaRepository';
import type { InstanciaArmazenada } from '../entities/instancia';
import { palavrasIndexaveis, type ConjuntoBusca } from '../entities/palavrasBusca';

/** The card events that change what the search finds (events/rules.ts routes them here). */
export const eventosDoIndiceBusca = [
  'cardCriado',
  'cardEntrarEtapa',
  'cardAtualizado',
  'campoFormularioAtualizado',
  'cardExcluido',
] as const;

/** The entries a card should have now: its words, in its current stage's partition. */
export function entradasDoCard(c: InstanciaArmazenada): EntradaBusca[] {
  const palavras = palavrasIndexaveis(c);
  return (Object.keys(palavras) as ConjuntoBusca[]).flatMap((conjunto) =>
    palavras[conjunto].map((p) => ({ e: c.idEtapa, s: indiceBuscaKeys.sk(conjunto, p, c.id) })),
  );
}

/**
 * Brings one card's entries to what its current state says. Not a replay of the event: whatever
 * event arrives, late, repeated or out of order, the result is the card as it is now, so at-least-
 * once delivery cannot leave a wrong entry. The state item is read BEFORE the card and every
 * attempt ends with a write conditioned on its revision (a no-op included), so of two deliveries
 * of one card running at once only the one that read the newest card can finish; the other starts
 * over, re-writing every entry it wants (the loser may have deleted one the winner counted on).
 * The state first grows to cover old and new entries, then entries are written, then it shrinks
 * to the new ones, so a crash in between leaves no entry the state does not know about.
 */
export async function reindexarCard(deps: AppDeps, sigla: string, idInstancia: string): Promise<void> {
  for (let tentativa = 0; tentativa < MAX_TENTATIVAS; tentativa++)
    if (await tentarReindexar(deps, sigla, idInstancia, tentativa > 0)) return;
  throw new Error(`Índice de busca do card ${idInstancia}: concorrência persistente; a entrega será repetida`);
}

const MAX_TENTATIVAS = 5;

/** One attempt; false when a concurrent rewrite of the same card won. `completo`: put every entry wanted, not only new ones. */
async function tentarReindexar(deps: AppDeps, sigla: string, idInstancia: string, completo: boolean): Promise<boolean> {
  const estado = await lerEstadoBusca(deps, sigla, idInstancia);
  const card = await buscarInstancia(deps, sigla, idInstancia);
  const desejadas = card ? entradasDoCard(card) : [];
  if (!estado && desejadas.length === 0) return true;
  const atuais = estado?.entradas ?? [];
  const chavesAtuais = new Set(atuais.map(chaveDaEntrada));
  const chavesDesejadas = new Set(desejadas.map(chaveDaEntrada));
  const novas = desejadas.filter((x) => !chavesAtuais.has(chaveDaEntrada(x)));
  const incluir = completo ? desejadas : novas;
  const excluir = atuais.filter((x) => !chavesDesejadas.has(chaveDaEntrada(x)));
  let revisao = estado?.revisao ?? null;
  if (novas.length > 0 || !estado) {
    revisao = await gravarEstadoBusca(deps, sigla, idInstancia, [...atuais, ...novas], revisao);
    if (revisao === null) return false;
  }
  await escreverEntradasBusca(deps, sigla, idInstancia, incluir, excluir);
  if (desejadas.length === 0) return excluirEstadoBusca(deps, sigla, idInstancia, revisao!);
  return (await gravarEstadoBusca(deps, sigla, idInstancia, desejadas, revisao)) !== null;
}

/** The `busca` consumer: every card event it receives re-indexes that card. */
export async function atualizarIndiceBusca(deps: AppDeps, evento: EventoLido): Promise<void> {
  if (!(eventosDoIndiceBusca as readonly string[]).includes(evento.tipo)) return;
  if (!('idInstancia' in evento.detalhe) || typeof evento.detalhe.idInstancia !== 'string') return;
  await reindexarCard(deps, evento.detalhe.sigla, evento.detalhe.idInstancia);
}
