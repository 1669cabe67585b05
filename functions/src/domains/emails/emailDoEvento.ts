import type { EventoLido } from '@wf/shared/events';
import { escaparHtml } from '@wf/shared/exibicao/escaparHtml';
import { textoSimples } from '@wf/shared/exibicao/textoSimples';
import { assuntoDeEmail } from '@wf/shared/validation/assuntoEmail';
import { urlDaSpa } from '@wf/shared/links/linksSpa';
import type { EmailSaida } from '../../adapters/mailer';
import { htmlDoEmail } from './htmlDoEmail';
import { VALIDADE_CONVITE_DIAS } from '@wf/shared/constants/convites';
import { emailAtivacaoConta } from './templates/ativacaoConta';
import { emailBoasVindas } from './templates/boasVindas';
import { emailCadastroRepetido } from './templates/cadastroRepetido';
import { emailConvite } from './templates/convite';
import { emailRecuperacaoSenha } from './templates/recuperacaoSenha';

/** The SPA's pages that e-mailed links open (urlDaSpa: the public origin and the SPA's base path). */
export const linksDeEmail = {
  ativacao: (appUrl: string, sigla: string, token: string) =>
    urlDaSpa(appUrl, `/ativarusuario/${sigla}/${encodeURIComponent(token)}`),
  convite: (appUrl: string, sigla: string, token: string) =>
    urlDaSpa(appUrl, `/aceitarconvite/${sigla}/${encodeURIComponent(token)}`),
  confirmarEmail: (appUrl: string, sigla: string, token: string) =>
    urlDaSpa(appUrl, `/confirmaremail/${sigla}/${encodeURIComponent(token)}`),
  login: (appUrl: string, sigla: string) => urlDaSpa(appUrl, `/login/${sigla}`),
  resetarSenha: (appUrl: string, sigla: string, token: string) =>
    urlDaSpa(appUrl, `/resetarsenha/${sigla}/${encodeURIComponent(token)}`),
};

/**
 * The e-mail an account's event asks for: an administrator's invitation, the activation link (the
 * tenant requires activation), or the welcome with a link where the owner confirms the e-mail
 * with the password chosen at sign-up, or a plain
 * welcome (accounts created verified). Password-link requests are rendered by emailDeLinkDeSenha,
 * once the consumer has looked the account up.
 */
export function emailDoEvento(appUrl: string, evento: EventoLido): EmailSaida | null {
  if (evento.tipo === 'conviteEnviado') {
    const { email, nome, nomeAmbiente, convidadoPor, sigla, tokenConvite } = evento.detalhe;
    const link = linksDeEmail.convite(appUrl, sigla, tokenConvite);
    return {
      para: email,
      ...emailConvite({ nome, nomeAmbiente, convidadoPor, link, validadeDias: VALIDADE_CONVITE_DIAS }),
    };
  }
  if (evento.tipo !== 'usuarioCadastrado') return null;
  const { email, nome, sigla, tokenAtivacao, tokenConfirmacao } = evento.detalhe;
  const conteudo = tokenAtivacao
    ? emailAtivacaoConta({ nome, sigla, link: linksDeEmail.ativacao(appUrl, sigla, tokenAtivacao) })
    : emailBoasVindas({
        nome,
        sigla,
        link: linksDeEmail.login(appUrl, sigla),
        linkConfirmacao: tokenConfirmacao && linksDeEmail.confirmarEmail(appUrl, sigla, tokenConfirmacao),
      });
  return { para: email, ...conteudo };
}

/** The reset link for an account (with cadastroRepetido: someone tried to sign up with its e-mail). */
export function emailDeLinkDeSenha(
  appUrl: string,
  dados: { email: string; nome: string; sigla: string; token: string; cadastroRepetido?: boolean },
): EmailSaida {
  const conteudo = {
    nome: dados.nome,
    sigla: dados.sigla,
    link: linksDeEmail.resetarSenha(appUrl, dados.sigla, dados.token),
  };
  return {
    para: dados.email,
    ...(dados.cadastroRepetido ? emailCadastroRepetido(conteudo) : emailRecuperacaoSenha(conteudo)),
  };
}

/**
 * A rule's e-mail: the text its author wrote (variables already filled, possibly with what an
 * anonymous public form typed), neutralised here whatever the event carries: the subject is one
 * header line (the action reduced a rich template to text; assuntoDeEmail: no CR/LF, no controls).
 * A body written in the rich editor (the event says `html`; its values were escaped when filled)
 * is sent as its sanitised HTML (htmlDoEmail: formatting and http(s)/mailto links only) with its
 * text as the plain part; a plain body is escaped and keeps its line breaks. To every recipient.
 */
export function emailDaRegra(d: { para: string[]; assunto: string; texto: string; html?: boolean }): EmailSaida {
  // Rich only when the action said its author's text was (a value that reads like HTML stays text).
  const rico = d.html === true;
  return {
    para: d.para.join(', '),
    assunto: assuntoDeEmail(d.assunto),
    texto: rico ? textoSimples(d.texto) : d.texto,
    html: rico
      ? `<div>${htmlDoEmail(d.texto)}</div>`
      : `<div style="white-space:pre-wrap">${escaparHtml(d.texto)}</div>`,
  };
}
