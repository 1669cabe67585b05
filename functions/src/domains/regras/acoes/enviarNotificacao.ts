import { comoTexto } from '@wf/shared/exibicao/textoSimples';
import { preencherParaPessoas } from './regraComoAutor';
import { destinatariosDoTexto } from './destinatarios';
import { definirPreparo } from './tipos';

export interface NotificacaoPreparada {
  para: string[];
  /** What was typed in the recipients' field but is not an e-mail (skipped). */
  ignorados: string[];
  /** Variables of the recipients' field whose value is not exactly one e-mail (skipped). */
  variaveisIgnoradas: string[];
  titulo: string;
  mensagem: string;
}

export const mensagensEnviarNotificacao = {
  semDestinatario: 'Nenhum destinatário com e-mail válido para a notificação da regra',
};

/**
 * An internal notification (the bell) about the card for each recipient who is a person of the
 * tenant and may open the card; other e-mails are skipped and named in the details. Effective
 * once per (event, rule, action): see notificarPorRegra.
 */
export const enviarNotificacao = definirPreparo({
  key: 'enviarNotificacao',
  preparar: (ctx, f): NotificacaoPreparada => {
    const d = destinatariosDoTexto(f.enviarNotificacaoDestinatario, ctx.variaveis);
    return {
      para: d.emails,
      ignorados: d.invalidos,
      variaveisIgnoradas: d.variaveisIgnoradas,
      // A notification is plain text: a template written as rich text reads as its text, not its
      // markup (reduced before the values go in, so a value reads as typed).
      titulo: preencherParaPessoas(ctx, comoTexto(f.enviarNotificacaoTitulo, { umaLinha: true })).trim(),
      mensagem: preencherParaPessoas(ctx, comoTexto(f.enviarNotificacaoConteudo)),
    };
  },
});
