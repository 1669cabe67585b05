import { definirPreparo } from './tipos';

/**
 * Nothing to do when it runs: the server refuses a move of a card that an active rule with this
 * action blocks, before the move commits (the rules engine's check on every move path).
 */
export const bloquearMovimentacao = definirPreparo({
  key: 'bloquearMovimentacao',
  preparar: () => ({}),
});
