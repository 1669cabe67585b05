import { preencherVariaveis } from '@wf/shared/validation/variaveisRegra';
import { outboxPutUnico } from '../../../data/repositories/outboxRepository';
import { escrever } from '../../../data/entidade';
import { destinatariosDoTexto } from './destinatarios';
import { definirAcao } from './tipos';

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
export const enviarEmail = definirAcao({
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
  executar: async (ctx, e) => {
    if (e.para.length === 0) throw new Error(mensagensEnviarEmail.semDestinatario);
    const novo = await escrever(
      ctx.deps,
      outboxPutUnico(
        ctx.deps,
        { tipo: 'emailRegraSolicitado', detalhe: { sigla: ctx.sigla, para: e.para, assunto: e.assunto, texto: e.texto, idRegra: ctx.regra.id } },
        `email-${ctx.idExecucaoAcao}`,
      ),
    );
    const ignorados = e.ignorados.length ? `; ignorados (não são e-mails): ${e.ignorados.join(', ')}` : '';
    return { detalhes: `${novo ? 'E-mail enviado' : 'E-mail já enviado'} para ${e.para.join(', ')}${ignorados}` };
  },
});
