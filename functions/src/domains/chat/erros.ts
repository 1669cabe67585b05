import { mensagensChat } from '@wf/shared/schemas/chat';
import { ErroDominio, erro } from '../../kernel/errors';

/** Errors of the in-flow chat. */
export const erroChat = {
  /** 413, the spec's message. */
  anexoGrande: () => new ErroDominio('grandeDemais', 'EAnexoMuitoGrande', mensagensChat.anexoGrande),
  destinatarioInvalido: () =>
    erro.validacao(mensagensChat.destinatarioInvalido, { idUsuarioDestino: mensagensChat.destinatarioInvalido }),
  paraSiMesmo: () => erro.validacao(mensagensChat.paraSiMesmo, { idUsuarioDestino: mensagensChat.paraSiMesmo }),
  mensagemNaoEncontrada: () =>
    new ErroDominio('naoEncontrado', 'EMensagemNaoEncontrada', mensagensChat.mensagemNaoEncontrada),
  anexoNaoEncontrado: () => new ErroDominio('naoEncontrado', 'EAnexoNaoEncontrado', mensagensChat.anexoNaoEncontrado),
};
