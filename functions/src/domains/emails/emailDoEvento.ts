import type { EventoLido } from '@wf/shared/events';
import { assuntoDeEmail } from '@wf/shared/validation/assuntoEmail';
import type { EmailSaida } from '../../adapters/mailer';
import { VALIDADE_CONVITE_DIAS } from '@wf/shared/constants/convites';
import { emailAtivacaoConta } from './templates/ativacaoConta';
import { emailBoasVindas } from './templates/boasVindas';
import { emailCadastroRepetido } from './templates/cadastroRepetido';
import { emailConvite } from './templates/convite';
import { escaparHtml } from './templates/layout';
import { emailRecuperacaoSenha } from './templates/recuperacaoSenha';

/** The SPA's pages that e-mailed links open (under /workflow, like every SPA path). */
export const linksDeEmail = {
  ativacao: (appUrl: string, sigla: string, token: string) =>
    `${base(appUrl)}/workflow/ativarusuario/${sigla}/${encodeURIComponent(token)}`,
  convite: (appUrl: string, sigla: string, token: string) =>
    `${base(appUrl)}/workflow/aceitarconvite/${sigla}/${encodeURIComponent(token)}`,
  confirmarEmail: (appUrl: string, sigla: string, token: string) =>
    `${base(appUrl)}/workflow/confirmaremail/${sigla}/${encodeURIComponent(token)}`,
  login: (appUrl: string, sigla: string) => `${base(appUrl)}/workflow/login/${sigla}`,
  resetarSenha: (appUrl: string, sigla: string, token: string) =>
    `${base(appUrl)}/workflow/resetarsenha/${sigla}/${encodeURIComponent(token)}`,
};

const base = (appUrl: string): string => appUrl.replace(/\/+$/, '');

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
 * header line (assuntoDeEmail: no CR/LF, no control characters), the HTML part is the text
 * escaped (a value typed into a card cannot inject markup or links), to every recipient at once.
 */
export function emailDaRegra(d: { para: string[]; assunto: string; texto: string }): EmailSaida {
  return {
    para: d.para.join(', '),
    assunto: assuntoDeEmail(d.assunto),
    texto: d.texto,
    html: `<div style="white-space:pre-wrap">${escaparHtml(d.texto)}</div>`,
  };
}
