import { mensagensNotificacao } from '@wf/shared/schemas/notificacao';
import { ErroDominio } from '../../kernel/errors';

export const erroNotificacao = {
  /** Also the answer for another person's or another tenant's id: the id is looked up in the session's own partition. */
  naoEncontrada: () =>
    new ErroDominio('naoEncontrado', 'ENotificacaoNaoEncontrada', mensagensNotificacao.naoEncontrada),
};
