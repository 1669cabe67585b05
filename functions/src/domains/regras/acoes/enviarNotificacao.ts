import { preencherVariaveis } from '@wf/shared/validation/variaveisRegra';
import { notificarPorRegra } from '../../notificacoes/services/notificacaoDeRegraService';
import { destinatariosDoTexto } from './destinatarios';
import { definirAcao } from './tipos';

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
export const enviarNotificacao = definirAcao({
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
  executar: async (ctx, n) => {
    if (n.para.length === 0) throw new Error(mensagensEnviarNotificacao.semDestinatario);
    const r = await notificarPorRegra(ctx.deps, {
      sigla: ctx.sigla,
      idFluxo: ctx.idFluxo,
      idInstancia: ctx.idInstancia,
      chaveUnica: ctx.idExecucaoAcao,
      titulo: n.titulo,
      mensagem: n.mensagem,
      emails: n.para,
    });
    const partes = [
      r.notificados.length ? `Notificação enviada para ${r.notificados.join(', ')}` : '',
      r.jaNotificados.length ? `já notificados: ${r.jaNotificados.join(', ')}` : '',
      [...r.ignorados, ...n.ignorados].length ? `ignorados (não são pessoas do ambiente): ${[...r.ignorados, ...n.ignorados].join(', ')}` : '',
    ];
    return { detalhes: partes.filter(Boolean).join('; ') || 'Nenhuma notificação enviada' };
  },
});
