import { mensagensEtiqueta } from '@wf/shared/schemas/etiqueta';
import { ErroDominio } from '../../kernel/errors';
import { erroFluxo } from '../fluxos';

export const erroEtiqueta = {
  naoEncontrada: () => new ErroDominio('naoEncontrado', 'EEtiquetaNaoEncontrada', mensagensEtiqueta.naoEncontrada),
  fluxoExcluido: () => erroFluxo.naoEncontrado(),
};
