import { mensagensHome } from '@wf/shared/constants/home';
import { ErroDominio } from '../../kernel/errors';

export const erroHome = {
  /** Also the answer for a flow the person does not see or of another tenant. */
  fluxoNaoEncontrado: () => new ErroDominio(404, 'EFluxoNaoEncontrado', mensagensHome.fluxoNaoEncontrado),
  cursorInvalido: () => new ErroDominio(400, 'ECursorInvalido', mensagensHome.cursorInvalido),
  releaseInexistente: () => new ErroDominio(400, 'EReleaseInexistente', mensagensHome.releaseInexistente),
};
