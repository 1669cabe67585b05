import { mensagensEtiqueta } from '@wf/shared/schemas/etiqueta';
import { ErroDominio } from '../../app/errors';
import { erroFluxo } from '../fluxos/erros';

export const erroEtiqueta = {
  naoEncontrada: () => new ErroDominio('naoEncontrado', 'EEtiquetaNaoEncontrada', mensagensEtiqueta.naoEncontrada),
  fluxoExcluido: () => erroFluxo.naoEncontrado(),
};
