import { assuntoDeEmail } from '@wf/shared/validation/assuntoEmail';
import { comoTexto, pareceHtml } from '@wf/shared/exibicao/textoSimples';
import { preencherParaPessoas } from './regraComoAutor';
import { destinatariosDoTexto } from './destinatarios';
import { definirPreparo } from './tipos';

export interface EmailPreparado {
  para: string[];
  /** Of `para`, the addresses a form value supplied: counted by the limits (limiteEmailsDeEntrada.ts). */
  deEntrada: string[];
  /** What was typed in the recipients' field but is not an e-mail (skipped). */
  ignorados: string[];
  /** Variables of the recipients' field whose value is not exactly one e-mail (skipped). */
  variaveisIgnoradas: string[];
  assunto: string;
  texto: string;
  /** Whether `texto` is the rich editor's HTML (decided on the author's text, never on a value). */
  html: boolean;
}

export const mensagensEnviarEmail = {
  semDestinatario: 'Nenhum destinatário com e-mail válido para o e-mail da regra',
};

/**
 * E-mails the recipients through the product's mail path: the action writes the e-mail as an
 * event (outbox) and the e-mail consumer sends it (SES in AWS, the local outbox here). The
 * event's id is the action's idExecucaoAcao, written only if absent: a rerun of the action
 * (the rule's event redelivered) sends nothing more. Each variable of the recipients' field is
 * one address at most, and addresses from form values are limited (enviarEmailDaRegra).
 */
export const enviarEmail = definirPreparo({
  key: 'enviarEmail',
  preparar: (ctx, f): EmailPreparado => {
    const d = destinatariosDoTexto(f.enviaEmailDestinatario, ctx.variaveis);
    const html = pareceHtml(f.enviaEmailBody);
    return {
      para: d.emails,
      deEntrada: d.deEntrada,
      ignorados: d.invalidos,
      variaveisIgnoradas: d.variaveisIgnoradas,
      // The subject is one line of text: a template written as rich text is reduced to its text before
      // the values go in (a value reads as typed, '<b>' included); a rich body gets its values
      // escaped (emailDaRegra renders it).
      assunto: assuntoDeEmail(preencherParaPessoas(ctx, comoTexto(f.enviaEmailTitulo))),
      texto: preencherParaPessoas(ctx, f.enviaEmailBody, { html }),
      html,
    };
  },
});
