import { escaparHtml } from '@wf/shared/exibicao/escaparHtml';
import type { EmailSaida } from '../../adapters/mailer';

const FIM_DO_LAYOUT = '</div></body></html>';

/**
 * Adds the tenant's footer message (mensagemRodapeEmail) to an e-mail, in both parts: plain text
 * after a separator, and an escaped paragraph (it is plain text typed by an administrator, never
 * HTML) inside the layout's column when there is one, else at the end. An empty message adds nothing.
 */
export function comRodape(email: EmailSaida, mensagem: string): EmailSaida {
  const texto = mensagem.trim();
  if (!texto) return email;
  const paragrafo = `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #ddd;color:#666;font-size:12px;white-space:pre-wrap">${escaparHtml(texto)}</p>`;
  const html = email.html.endsWith(FIM_DO_LAYOUT)
    ? `${email.html.slice(0, -FIM_DO_LAYOUT.length)}${paragrafo}${FIM_DO_LAYOUT}`
    : `${email.html}${paragrafo}`;
  return { ...email, texto: `${email.texto}\n\n--\n${texto}`, html };
}
