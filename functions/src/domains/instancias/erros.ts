import { mensagensCard } from '@wf/shared/constants/cards';
import type { ErroMovimentacao } from '@wf/shared/types/instancia';
import { ErroDominio, erro } from '../../kernel/errors';

/** Errors of cards, with the messages users see. */
export const erroInstancia = {
  /** Also what a person who may not see the card's flow gets: its existence is not revealed. */
  naoEncontrada: () => new ErroDominio('naoEncontrado', 'EInstanciaNaoEncontrada', mensagensCard.cardNaoEncontrado),
  jobNaoEncontrado: () => new ErroDominio('naoEncontrado', 'EJobNaoEncontrado', mensagensCard.jobNaoEncontrado),
  semPermissaoAbrir: () => erro.acessoNegado(mensagensCard.semPermissaoAbrir),
  semPermissaoMover: () => erro.acessoNegado(mensagensCard.semPermissaoMover),
  semPermissaoCriar: () => erro.acessoNegado(mensagensCard.semPermissaoCriar),
  restricao: (mensagem: string) => erro.acessoNegado(mensagem),
  somenteAutorExclui: () => erro.acessoNegado(mensagensCard.somenteAutorExclui),
  etapaNaoPercorrida: () => erro.validacao(mensagensCard.etapaNaoPercorrida),
  semPermissaoFormularioEtapa: () => erro.acessoNegado(mensagensCard.semPermissaoFormularioEtapa),
  destinoNaoPermitido: () => erro.validacao(mensagensCard.destinoNaoPermitido),
  vencimentoPassado: () =>
    erro.validacao(mensagensCard.vencimentoPassado, { dataVencimento: mensagensCard.vencimentoPassado }),
  semEtapaInicial: () => erro.validacao(mensagensCard.semEtapaInicial),
  etiquetaDeOutroFluxo: () =>
    erro.validacao(mensagensCard.etiquetaDeOutroFluxo, { listaEtiquetas: mensagensCard.etiquetaDeOutroFluxo }),
  envioNaoPermitido: () => erro.validacao(mensagensCard.envioNaoPermitido),
  recebimentoNaoPermitido: () => erro.validacao(mensagensCard.recebimentoNaoPermitido),
  mesmoFluxo: () => erro.validacao(mensagensCard.mesmoFluxo),
  cursorInvalido: () => erro.validacao(mensagensCard.cursorInvalido),
  alteradoPorOutro: () => erro.conflito(mensagensCard.alteradoPorOutro),
  /** A form value refused: the first message, and every field's message by nomeVariavel. */
  formularioInvalido: (campos: Record<string, string>) =>
    erro.validacao(Object.values(campos)[0] ?? 'Dados inválidos', campos),
  /** The 'Erros ao movimentar cards' dialog: each blocked card with its form errors. */
  errosMovimentacao: (erros: ErroMovimentacao[]) =>
    new ErroDominio('naoProcessavel', 'EErrosMovimentacao', mensagensCard.errosMovimentar, undefined, { erros }),
};
