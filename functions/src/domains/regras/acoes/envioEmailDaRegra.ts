import { escrever } from '../../../data/entidade';
import { gravarContandoEmailsDeEntrada } from '../../../data/repositories/limiteEmailsEntradaRepository';
import { outboxPutUnico } from '../../../data/repositories/outboxRepository';
import { notaIgnorados } from './destinatarios';
import { mensagensEnviarEmail, type EmailPreparado } from './enviarEmail';
import { erroAcao } from './regraComoAutor';
import type { ContextoAcao, ResultadoAcao } from './tipos';

/**
 * Addresses a rule may e-mail when a form value supplied them (the anonymous public form, the
 * API): per card over its life, and per tenant per hour. Addresses the rule's author typed, and
 * the signed-in person's own e-mail, are not counted.
 */
export const LIMITES_EMAILS_DE_ENTRADA = { porCard: 10, porAmbienteHora: 100 } as const;

export const mensagensLimiteEmail = {
  porCard: `Limite de ${LIMITES_EMAILS_DE_ENTRADA.porCard} e-mails por card para endereços vindos do formulário atingido: e-mail não enviado`,
  porHora: `Limite de ${LIMITES_EMAILS_DE_ENTRADA.porAmbienteHora} e-mails por hora no ambiente para endereços vindos do formulário atingido: e-mail não enviado`,
} as const;

/**
 * The e-mail as an event (outbox) whose id is the action's run, written only if absent: sent
 * once. With addresses from form values, the event and both counters go in one transaction, so
 * over a limit nothing is sent and the action fails with the limit's message.
 */
export async function enviarEmailDaRegra(ctx: ContextoAcao, e: EmailPreparado): Promise<ResultadoAcao> {
  const ignorados = notaIgnorados({ invalidos: e.ignorados, variaveisIgnoradas: e.variaveisIgnoradas });
  if (e.para.length === 0) throw erroAcao([mensagensEnviarEmail.semDestinatario, ignorados].filter(Boolean).join('; '));
  const evento = outboxPutUnico(
    ctx.deps,
    {
      tipo: 'emailRegraSolicitado',
      detalhe: {
        sigla: ctx.sigla,
        para: e.para,
        assunto: e.assunto,
        texto: e.texto,
        ...(e.html ? { html: true } : {}),
        idRegra: ctx.regra.id,
      },
    },
    `email-${ctx.idExecucaoAcao}`,
  );
  let novo: boolean;
  if (e.deEntrada.length === 0) novo = await escrever(ctx.deps, evento);
  else {
    const r = await gravarContandoEmailsDeEntrada(ctx.deps, ctx.sigla, evento, {
      idInstancia: ctx.idInstancia,
      quantidade: e.deEntrada.length,
      maximoCard: LIMITES_EMAILS_DE_ENTRADA.porCard,
      maximoHora: LIMITES_EMAILS_DE_ENTRADA.porAmbienteHora,
      agora: ctx.deps.clock(),
    });
    if (r === 'limiteCard') throw erroAcao(mensagensLimiteEmail.porCard);
    if (r === 'limiteHora') throw erroAcao(mensagensLimiteEmail.porHora);
    novo = r === 'gravado';
  }
  return {
    detalhes: `${novo ? 'E-mail enviado' : 'E-mail já enviado'} para ${e.para.join(', ')}${ignorados ? `; ${ignorados}` : ''}`,
  };
}
