import type { EventoLido } from '@wf/shared/events';
import type { EmailSaida } from '../../adapters/mailer';
import { emailAtivacaoConta } from './templates/ativacaoConta';
import { emailBoasVindas } from './templates/boasVindas';
import { emailCadastroRepetido } from './templates/cadastroRepetido';
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
      const { email, nome, sigla, tokenAtivacao, contaAtiva } = evento.detalhe;
      const linkToken = tokenAtivacao && linksDeEmail.ativacao(appUrl, sigla, tokenAtivacao);
      // A token on an inactive account activates it; on an active one it only confirms the e-mail.
      const conteudo =
        linkToken && !contaAtiva
          ? emailAtivacaoConta({ nome, sigla, link: linkToken })
          : emailBoasVindas({ nome, sigla, link: linksDeEmail.login(appUrl, sigla), linkConfirmacao: linkToken });
      return { para: email, ...conteudo };
    }
    case 'recuperacaoSenhaSolicitada': {
      const { email, nome, sigla, tokenRecuperacao, cadastroRepetido } = evento.detalhe;
      const dados = { nome, sigla, link: linksDeEmail.resetarSenha(appUrl, sigla, tokenRecuperacao) };
      return { para: email, ...(cadastroRepetido ? emailCadastroRepetido(dados) : emailRecuperacaoSenha(dados)) };
    }
    default:
      return null;
  }
}
