/** A row of the 'Fluxos disponíveis' report. */
export interface LinhaRelatorioFluxo {
  idFluxo: string;
  nomeFluxo: string;
  /** Cards in the flow now. */
  totalCards: number;
  totalEtapas: number;
  totalPessoasAutorizadas: number;
  /** Cards created in the flow on the period's days (Brasília), cards deleted since included. */
  cardsCriadosNoPeriodo: number;
  /** Moves between stages on the period's days. */
  cardsMovimentadosNoPeriodo: number;
  /** Moves into a final stage on the period's days. */
  cardsConcluidosNoPeriodo: number;
}

/** A row of the card reports (created, due, followed). */
export interface LinhaRelatorioCard {
  idInstancia: string;
  idFluxo: string;
  descrCard: string;
  /** ISO instant. */
  dataCriacao: string;
  /** YYYY-MM-DD or null. */
  dataVencimento: string | null;
  /** ISO instant of the card's last change. */
  ultimaMovimentacao: string;
  nomeFluxo: string;
  nomeEtapaAtual: string;
  /** Names (or e-mails, when the account is gone) of the current responsibles. */
  responsaveisAtuais: string[];
}

interface PaginaRelatorio {
  /** Pass as ?cursor= for the next page; null on the last one. */
  proximoCursor: string | null;
}

export interface RespostaResumoFluxos extends PaginaRelatorio {
  listaMeusFluxos: LinhaRelatorioFluxo[];
}
export interface RespostaCardsCriados extends PaginaRelatorio {
  listaCardsCriados: LinhaRelatorioCard[];
}
export interface RespostaCardsVencendo extends PaginaRelatorio {
  listaCardsVencendo: LinhaRelatorioCard[];
}
export interface RespostaCardsAcompanhados extends PaginaRelatorio {
  listaCardsAcompanhamento: LinhaRelatorioCard[];
}

/** GET /api/fluxos/metricas/{idFluxo} */
export interface RespostaMetricasFluxo {
  nomeProprietario: string;
  dataHoraAlteracao: string;
  totalEtapas: number;
  totalPessoasAutorizadas: number;
  totalCardsCriados: number;
  totalCardsConcluidos: number;
  totalCardsEmAtraso: number;
  mediaCardsAbertosDia: number;
  mediaCardsMovimentadosDia: number;
  mediaCardsConcluidosDia: number;
  listaCardsPorEtapa: { nomeEtapa: string; totalCards: number }[];
  listaCardsPorResponsavel: { nomeResponsavel: string; emailResponsavel: string; totalCardsAlocados: number }[];
  listaHistoricoCards: { dataReferencia: string; cardsMovimentados: number }[];
}
