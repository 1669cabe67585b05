/**
 * The budget of one rule chain: everything the rules do because of ONE original change (a
 * person's, or a request to run rules) counts against it, however deep or wide the chain grows.
 * The depth limit (LIMITES_REGRA.profundidadeMaxima) bounds how long a chain is, not how wide:
 * 3 copy rules on one stage made 363 copies in 5 links. These bound the total.
 */
export const LIMITES_CADEIA = {
  /**
   * Actions run by all the rules of one chain. A flow holds at most 200 rules: a change that fires
   * every rule of its flow once, with one action each, still fits.
   */
  acoesPorCadeia: 200,
  /**
   * Cards created by one chain (copies, in this flow or another). A card is stored state plus a
   * handful of deliveries (search, home, realtime, rules); a real automation copies a card to a
   * few stages or flows, not dozens.
   */
  cardsPorCadeia: 50,
} as const;

export const mensagensCadeia = {
  limiteAcoes: `Cadeia de regras interrompida: limite de ${LIMITES_CADEIA.acoesPorCadeia} ações por alteração de origem atingido`,
  limiteCards: `Cadeia de regras interrompida: limite de ${LIMITES_CADEIA.cardsPorCadeia} cards criados por alteração de origem atingido`,
} as const;
