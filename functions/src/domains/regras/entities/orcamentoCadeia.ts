import { createHash } from 'node:crypto';
import { LIMITES_CADEIA, mensagensCadeia } from '@wf/shared/constants/cadeiaRegras';
import type { ChaveAcao } from '@wf/shared/constants/regras';
import type { Disparo } from './disparo';

/**
 * The budget of a rule chain (LIMITES_CADEIA), as pure rules: what an action costs, which chain
 * pays, and the mark that makes a charge happen once per action run.
 */

export interface CustoAcao {
  acoes: number;
  cards: number;
}

/** The actions that create a card (a copy); every other action creates none. */
const CRIAM_CARD: ReadonlySet<ChaveAcao> = new Set<ChaveAcao>(['copiarCard', 'copiarCardOutroFluxo']);

export const custoDaAcao = (key: ChaveAcao): CustoAcao => ({ acoes: 1, cards: CRIAM_CARD.has(key) ? 1 : 0 });

/** The chain's root: the event a person's change published, carried down by every rule's change. */
export const idEventoRaiz = (d: Pick<Disparo, 'idEvento' | 'idEventoRaiz'>): string => d.idEventoRaiz ?? d.idEvento;

/**
 * What the budget item keeps of a charged action run: 12 hex digits (48 bits) of its id, so the
 * item stays small (200 marks ~ 3 KB, a few write units) and a collision among 200 is ~1e-10.
 */
export const marcaDaAcao = (idExecucaoAcao: string): string =>
  createHash('sha256').update(idExecucaoAcao).digest('hex').slice(0, 12);

export type Cobranca = 'cobrada' | 'repetida' | 'limiteAcoes' | 'limiteCards';

/** Why a charge was refused, from the budget's state before it (null: there was room, or it was charged before). */
export function motivoDaRecusa(
  estado: { acoes: number; cards: number; marcas: readonly string[] },
  marca: string,
  custo: CustoAcao,
  limites: { acoesPorCadeia: number; cardsPorCadeia: number } = LIMITES_CADEIA,
): Exclude<Cobranca, 'cobrada'> | null {
  if (estado.marcas.includes(marca)) return 'repetida';
  if (estado.acoes + custo.acoes > limites.acoesPorCadeia) return 'limiteAcoes';
  if (estado.cards + custo.cards > limites.cardsPorCadeia) return 'limiteCards';
  return null;
}

/** The pt-BR line the rule's execution records when the chain's budget stopped it (null: go on). */
export const mensagemDaCobranca = (c: Cobranca): string | null =>
  c === 'limiteAcoes' ? mensagensCadeia.limiteAcoes : c === 'limiteCards' ? mensagensCadeia.limiteCards : null;
