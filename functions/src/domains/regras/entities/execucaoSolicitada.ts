import { regrasVigentesNoEvento, type RegraAtiva } from './regra';

/**
 * A run of rules a person asks for on a card (POST executar-regras) may name only rules the
 * event he names would run there now: active, of that event, of every stage or of the card's
 * current stage (what regrasAtivasDoEvento answers for it), and in force when he asked.
 */

type RegraDoIndice = Pick<RegraAtiva, 'id' | 'dataHoraAlteracao'>;

/** The named rules among the event's active ones (kept in the index's priority order). */
export function regrasSolicitadasDoEvento<R extends RegraDoIndice>(
  ativas: readonly R[],
  pedidas: readonly string[],
  em: string,
): R[] {
  const nomeadas = new Set(pedidas);
  return regrasVigentesNoEvento(ativas, em).filter((r) => nomeadas.has(r.id));
}

/** The named ids that are not such a rule (the request is refused when there is any). */
export function regrasForaDoEvento(ativas: readonly RegraDoIndice[], pedidas: readonly string[], em: string): string[] {
  const validas = new Set(regrasVigentesNoEvento(ativas, em).map((r) => r.id));
  return [...new Set(pedidas)].filter((id) => !validas.has(id));
}

/** One request per person and card in this many seconds (a click per event; more is abuse). */
export const INTERVALO_EXECUCAO_SOLICITADA_SEGUNDOS = 5;
