import { mensagensAutorizacao } from '@wf/shared/constants/autorizacao';
import { mensagensEtapa } from '@wf/shared/constants/fluxos';
import { ErroDominio, erro } from '../../kernel/errors';

/** Errors of stages, links and authorisations, with the messages users see. */
export const erroEtapa = {
  naoEncontrada: () => new ErroDominio('naoEncontrado', 'EEtapaNaoEncontrada', mensagensEtapa.etapaNaoEncontrada),
  origemObrigatoria: () =>
    erro.validacao(mensagensEtapa.origemObrigatoria, { listaEtapas: mensagensEtapa.origemObrigatoria }),
  origemNaoEncontrada: () =>
    erro.validacao(mensagensEtapa.origemNaoEncontrada, { listaEtapas: mensagensEtapa.origemNaoEncontrada }),
  limiteEtapas: () => erro.validacao(mensagensEtapa.limiteEtapas),
  desmarcarInicial: () =>
    erro.validacao(mensagensEtapa.desmarcarInicial, { etapaInicial: mensagensEtapa.desmarcarInicial }),
  finalEAberta: () =>
    erro.validacao('Uma etapa final não pode ser de fluxo aberto', {
      fluxoAberto: 'Uma etapa final não pode ser de fluxo aberto',
    }),
  excluirInicial: () => erro.conflito(mensagensEtapa.excluirInicial),
  excluirComCards: () => erro.conflito(mensagensEtapa.excluirComCards),
  formularioGrande: () => erro.validacao(mensagensEtapa.formularioGrande),
  semPermissaoEditar: () => erro.acessoNegado(mensagensEtapa.semPermissaoEditarEtapa),
  semPermissaoAutorizar: () => erro.acessoNegado(mensagensEtapa.semPermissaoAutorizar),
  vinculoDuplicado: () => new ErroDominio('conflito', 'EVinculoDuplicado', mensagensEtapa.vinculoDuplicado),
  vinculoMesmaEtapa: () => erro.validacao(mensagensEtapa.vinculoMesmaEtapa),
  vinculoSaidaBloqueada: () => erro.validacao(mensagensEtapa.vinculoSaidaBloqueada),
  vinculoNaoEncontrado: () =>
    new ErroDominio('naoEncontrado', 'EVinculoNaoEncontrado', mensagensEtapa.vinculoNaoEncontrado),
  erroImportar: () => erro.validacao(mensagensEtapa.erroImportar),
  autorizacaoDuplicada: (email: string) =>
    new ErroDominio('conflito', 'EAutorizacaoDuplicada', mensagensAutorizacao.duplicado(email)),
  autorizacaoNaoEncontrada: () =>
    new ErroDominio('naoEncontrado', 'EAutorizacaoNaoEncontrada', mensagensAutorizacao.naoEncontrada),
};
