import { preencherVariaveis } from '@wf/shared/validation/variaveisRegra';
import { destinatariosDoTexto } from './destinatarios';
import { definirPreparo } from './tipos';

export interface EmailPreparado {
  para: string[];
  /** What was in the recipients' field but is not an e-mail (skipped). */
  ignorados: string[];
  assunto: string;
  texto: string;
}

export const mensagensEnviarEmail = {
  semDestinatario: 'Nenhum destinatário com e-mail válido para o e-mail da regra',
};

/**
 * E-mails the recipients through the product's mail path: the action writes the e-mail as an
 * event (outbox) and the e-mail consumer sends it (SES in AWS, the local outbox here). The
 * event's id is the action's idExecucaoAcao, written only if absent: a rerun of the action
 * (the rule's event redelivered) sends nothing more.
 */
export const enviarEmail = definirPreparo({
  key: 'enviarEmail',
  preparar: (ctx, f): EmailPreparado => {
    const { emails, invalidos } = destinatariosDoTexto(f.enviaEmailDestinatario, ctx.variaveis);
    return {
      para: emails,
      ignorados: invalidos,
      assunto: preencherVariaveis(f.enviaEmailTitulo, ctx.variaveis).replace(/[\r\n]+/g, ' ').trim(),
      texto: preencherVariaveis(f.enviaEmailBody, ctx.variaveis),
    };
  },
});
