import { mensagensChat } from '@wf/shared/schemas/chat';
import { ErroDominio, erro } from '../../kernel/errors';

/** Errors of the in-flow chat. */
export const erroChat = {
  /** 413, the spec's message. */
  anexoGrande: () => new ErroDominio(413, 'EAnexoMuitoGrande', mensagensChat.anexoGrande),
  destinatarioInvalido: () =>
    erro.validacao(mensagensChat.destinatarioInvalido, { idUsuarioDestino: mensagensChat.destinatarioInvalido }),
  paraSiMesmo: () => erro.validacao(mensagensChat.paraSiMesmo, { idUsuarioDestino: mensagensChat.paraSiMesmo }),
  mensagemNaoEncontrada: () => new ErroDominio(404, 'EMensagemNaoEncontrada', mensagensChat.mensagemNaoEncontrada),
  anexoNaoEncontrado: () => new ErroDominio(404, 'EAnexoNaoEncontrado', mensagensChat.anexoNaoEncontrado),
};
