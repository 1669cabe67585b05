import { mensagensIa } from '@wf/shared/constants/ia';
import { ErroDominio } from '../../kernel/errors';

/** The AI assistant's refusals, each with its own `tipo` (the screens tell them apart). */
export const erroIa = {
  desativada: () => new ErroDominio('proibido', 'EIaDesativada', mensagensIa.iaDesativada),
  orcamentoEsgotado: () => new ErroDominio('muitasTentativas', 'EIaOrcamentoEsgotado', mensagensIa.orcamentoEsgotado),
  tarefaNaoEncontrada: () =>
    new ErroDominio('naoEncontrado', 'EIaTarefaNaoEncontrada', mensagensIa.tarefaNaoEncontrada),
  somenteAdministrador: () => new ErroDominio('proibido', 'EAcessoNegado', mensagensIa.somenteAdministrador),
  audioObrigatorio: () => new ErroDominio('validacao', 'EValidacao', mensagensIa.audioObrigatorio),
  audioGrande: () => new ErroDominio('grandeDemais', 'PayloadMuitoGrande', mensagensIa.audioGrande),
  audioFormato: () => new ErroDominio('formatoNaoSuportado', 'EAudioFormato', mensagensIa.audioFormato),
};

/** A task that ends `falhou` with this pt-BR message (and the tokens already spent). */
export class FalhaDaTarefa extends Error {
  constructor(
    mensagem: string,
    readonly tokens = 0,
  ) {
    super(mensagem);
  }
}
