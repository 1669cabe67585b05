import { mailerDoAmbiente } from '../adapters/mailerDoAmbiente';
import { consumerLambda } from '../app/events/consumerLambda';
import type { EmailSaida } from '../adapters/mailer';
import { rodapeDeEmailDoCliente } from '../domains/clientes/services/rodapeEmail';
import { emailDaRegra, emailDeLinkDeSenha, emailDoEvento } from '../domains/emails/emailDoEvento';
import { comRodape } from '../domains/emails/rodape';
import { prepararLinkDeSenha } from '../domains/usuarios/services/recuperacaoSenhaService';

/**
 * Account e-mails (activation, welcome, password links) and rules' e-mails; which events arrive is set in
 * events/rules.ts. A password-link request names only an e-mail: the account lookup, the per-address
 * limit and the token happen here, off the request's path (processarUmaVez runs this once per event).
 */
export const handler = consumerLambda('email', async (deps, evento) => {
  // Every e-mail leaves through here, with the tenant's footer message (mensagemRodapeEmail).
  const enviar = async (sigla: string, email: EmailSaida) =>
    mailerDoAmbiente(deps).enviar(comRodape(email, await rodapeDeEmailDoCliente(deps, sigla)));
  // A rule's e-mail (domains/regras/acoes/enviarEmail.ts): one message to all its recipients.
  if (evento.tipo === 'emailRegraSolicitado') {
    await enviar(evento.detalhe.sigla, emailDaRegra(evento.detalhe));
    return;
  }
  if (evento.tipo === 'recuperacaoSenhaSolicitada') {
    const link = await prepararLinkDeSenha(deps, evento.detalhe);
    if (!link) return;
    const { usuario, token } = link;
    await enviar(
      usuario.sigla,
      emailDeLinkDeSenha(deps.env.appUrl, {
        email: usuario.email,
        nome: usuario.nome,
        sigla: usuario.sigla,
        token,
        cadastroRepetido: evento.detalhe.cadastroRepetido,
      }),
    );
    return;
  }
  const email = emailDoEvento(deps.env.appUrl, evento);
  if (email) await enviar(evento.detalhe.sigla, email);
});
