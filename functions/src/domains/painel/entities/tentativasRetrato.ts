/**
 * A card's projection is written in one transaction conditioned on its snapshot's version; cards
 * of one person or one flow move the same counters, so concurrent writers collide and retry.
 */
export const TENTATIVAS_RETRATO = 8;

/** Cards projected at once by a bulk pass (rebuild, a deleted flow's clean-up). */
export const CARDS_EM_PARALELO = 4;
