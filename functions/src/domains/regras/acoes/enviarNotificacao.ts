import { preencherVariaveis } from '@wf/shared/validation/variaveisRegra';
import { destinatariosDoTexto } from './destinatarios';
import { definirPreparo } from './tipos';

export interface NotificacaoPreparada {
  para: string[];
  /** What was in the recipients' field but is not an e-mail (skipped). */
  ignorados: string[];
  titulo: string;
  mensagem: string;
}

export const mensagensEnviarNotificacao = {
  semDestinatario: 'Nenhum destinatário com e-mail válido para a notificação da regra',
};

/**
 * An internal notification (the bell) about the card for each recipient who is a person of the
 * tenant; e-mails of nobody in the tenant are skipped and named in the details. Effective once
 * per (event, rule, action): see notificarPorRegra.
 */
export const enviarNotificacao = definirPreparo({
  key: 'enviarNotificacao',
  preparar: (ctx, f): NotificacaoPreparada => {
    const { emails, invalidos } = destinatariosDoTexto(f.enviarNotificacaoDestinatario, ctx.variaveis);
    return {
      para: emails,
      ignorados: invalidos,
      titulo: preencherVariaveis(f.enviarNotificacaoTitulo, ctx.variaveis).trim(),
      mensagem: preencherVariaveis(f.enviarNotificacaoConteudo, ctx.variaveis),
    };
  },
});
