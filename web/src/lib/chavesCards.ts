/**
 * Query-key prefix of every board column's card pages. It lives here because two features
 * refresh the columns: the board after moves and sorts, the card modal after any card change
 * (the tiles show labels, counts and checklist progress).
 */
export const CHAVE_CARDS_ETAPAS = ['instancias', 'etapa'] as const;
