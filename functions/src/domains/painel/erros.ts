import { mensagensHome } from '@wf/shared/constants/home';
import { ErroDominio } from '../../kernel/errors';

export const erroHome = {
  /** Also the answer for a flow the person does not see or of another tenant. */
  fluxoNaoEncontrado: () => new ErroDominio('naoEncontrado', 'EFluxoNaoEncontrado', mensagensHome.fluxoNaoEncontrado),
  cursorInvalido: () => new ErroDominio('validacao', 'ECursorInvalido', mensagensHome.cursorInvalido),
  releaseInexistente: () => new ErroDominio('validacao', 'EReleaseInexistente', mensagensHome.releaseInexistente),
};
