import type { EventoLido } from '@wf/shared/events';
import type { EmailSaida } from '../../adapters/mailer';
import { emailAtivacaoConta } from './templates/ativacaoConta';
import { emailBoasVindas } from './templates/boasVindas';
import { emailRecuperacaoSenha } from './templates/recuperacaoSenha';

/** The SPA's pages that e-mailed links open (under /workflow, like every SPA path). */
export const linksDeEmail = {
  ativacao: (appUrl: string, sigla: string, token: string) => `${base(appUrl)}/workflow/ativarusuario/${sigla}/${encodeURIComponent(token)}`,
  login: (appUrl: string, sigla: string) => `${base(appUrl)}/workflow/login/${sigla}`,
  resetarSenha: (appUrl: string, sigla: string, token: string) =>
    `${base(appUrl)}/workflow/resetarsenha/${sigla}/${encodeURIComponent(token)}`,
};

const base = (appUrl: string): string => appUrl.replace(/\/+$/, '');

/** The e-mail an account event asks for, or null when the event sends none. */
export function emailDoEvento(appUrl: string, evento: EventoLido): EmailSaida | null {
  switch (evento.tipo) {
    case 'usuarioCadastrado': {
      const { email, nome, sigla, tokenAtivacao } = evento.detalhe;
      // With a token the tenant requires activation; without one the account is usable at once.
      const conteudo = tokenAtivacao
        ? emailAtivacaoConta({ nome, sigla, link: linksDeEmail.ativacao(appUrl, sigla, tokenAtivacao) })
        : emailBoasVindas({ nome, sigla, link: linksDeEmail.login(appUrl, sigla) });
      return { para: email, ...conteudo };
    }
    case 'recuperacaoSenhaSolicitada': {
      const { email, nome, sigla, tokenRecuperacao } = evento.detalhe;
      return { para: email, ...emailRecuperacaoSenha({ nome, sigla, link: linksDeEmail.resetarSenha(appUrl, sigla, tokenRecuperacao) }) };
    }
    default:
      return null;
  }
}
