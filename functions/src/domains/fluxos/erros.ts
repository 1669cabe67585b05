import { mensagensFluxo } from '@wf/shared/constants/fluxos';
import { ErroDominio, erro } from '../../kernel/errors';

/** Errors of the flows domain, with the messages users see. */
export const erroFluxo = {
  /** Also what a person who may not see the flow gets: its existence is not revealed. */
  naoEncontrado: () => new ErroDominio('naoEncontrado', 'EFluxoNaoEncontrado', mensagensFluxo.fluxoNaoEncontrado),
  somenteDono: () => erro.acessoNegado(mensagensFluxo.somenteDono),
  semPermissaoElementos: () => erro.acessoNegado(mensagensFluxo.semPermissaoElementos),
  confirmarExclusao: () =>
    erro.validacao(mensagensFluxo.confirmarExclusao, { confirmacao: mensagensFluxo.confirmarExclusao }),
  alteradoPorOutro: () => erro.conflito(mensagensFluxo.alteradoPorOutro),
  imagemInvalida: () =>
    erro.validacao(mensagensFluxo.imagemTipo, { imgBackgroundFormulario: mensagensFluxo.imagemTipo }),
  linkPublicoNaoEncontrado: () =>
    new ErroDominio('naoEncontrado', 'ELinkPublicoNaoEncontrado', mensagensFluxo.linkPublicoNaoEncontrado),
  tipoCampoInvalido: () =>
    erro.validacao(mensagensFluxo.tipoCampoInvalido, { keyCampo: mensagensFluxo.tipoCampoInvalido }),
};
