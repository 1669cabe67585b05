/**
 * The card events the home's projections listen to (events/rules.ts routes them to `painel`).
 * Those that may change who is responsible, who follows, the due date, the flow or the card's
 * existence re-project the card; a comment only adds a feed line.
 */
export const EVENTOS_QUE_MUDAM_O_RETRATO = [
  'cardCriado',
  'cardEntrarEtapa',
  'cardSairEtapa',
  'cardExcluido',
  'cardAtualizado',
  'pessoaResponsavel',
  'responsavelRemovido',
  'cardSeguido',
] as const;

export const EVENTOS_DO_PAINEL = [...EVENTOS_QUE_MUDAM_O_RETRATO, 'comentarioAdicionado'] as const;
