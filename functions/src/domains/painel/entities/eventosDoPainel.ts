/**
 * The card events the home's projections listen to (events/rules.ts routes them to `painel`).
 * Those that may change who is responsible, who follows, the due date, the flow or the card's
 * existence re-project the card; a comment only adds a feed line.
 *
 * Not cardSairEtapa: every move writes it in one transaction with the card's cardEntrarEtapa
 * (instancias/services/escritasCard.ts, entreFluxosService.ts), whose re-projection reads the card
 * as it is and covers the flow it left too. It was a second read of the same card per move (five
 * reads, a claim and a delivery), for no change.
 */
export const EVENTOS_QUE_MUDAM_O_RETRATO = [
  'cardCriado',
  'cardEntrarEtapa',
  'cardExcluido',
  'cardAtualizado',
  'pessoaResponsavel',
  'responsavelRemovido',
  'cardSeguido',
] as const;

export const EVENTOS_DO_PAINEL = [...EVENTOS_QUE_MUDAM_O_RETRATO, 'comentarioAdicionado'] as const;
