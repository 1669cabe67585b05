/**
 * The messages of a rule's reach (services/alcanceAoSalvar.ts when it is saved,
 * acoes/alcanceDoAutor.ts when it runs, `simular`). A module of their own: the rules engine needs
 * them without the action forms' schemas referenciasAcoes.ts parses with.
 */
export const mensagensAlcance = {
  etapaForaDoFluxo: (titulo: string) => `A ação "${titulo}" usa uma etapa que não é deste fluxo`,
  semAcessoDestino: (titulo: string) => `A ação "${titulo}" usa um fluxo ou uma etapa em que você não pode agir`,
  etiquetasForaDoFluxo: (titulo: string) => `A ação "${titulo}" usa etiquetas que não são deste fluxo`,
  pessoasSemAcesso: (titulo: string, emails: string[]) =>
    `A ação "${titulo}" usa pessoas sem acesso ao fluxo: ${emails.join(', ')}`,
  /** At run time (the execution's details). */
  autorInexistente: 'O autor da regra não existe mais ou está inativo: a ação não age fora do fluxo da regra',
  autorSemAcesso: 'O autor da regra não tem mais acesso ao fluxo ou à etapa destino',
  /** `simular`, to a caller who does not see the destination: nothing of it is shown. */
  destinoNaoVisivel: 'Fluxo destino não encontrado',
} as const;
