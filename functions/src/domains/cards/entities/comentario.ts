import { HTML_VAZIO } from '@wf/shared/constants/cards';
import { MARCACAO_MENCAO, MARCACAO_VARIAVEL } from '@wf/shared/constants/textoRico';
import { EMAIL_PATTERN } from '@wf/shared/schemas/campos';
import { atributosDoChip } from '../../../lib/chipsTextoRico';
import { criarSanitizador, somenteTexto } from '../../../lib/sanitizadorHtml';

// The stored shape and the id's time live apart from the sanitiser, so readers of comments (the
// home's feed consumer) do not bundle it.
export {
  comentarioSchema,
  idDeComentario,
  momentoDoComentario,
  type ComentarioArmazenado,
} from './comentarioArmazenado';

const ehEmail = (v: string): boolean => EMAIL_PATTERN.test(v);

/**
 * The allow-list of comment HTML: basic formatting, lists, quotes, code, http(s)/mailto links
 * (opened in a new tab, without opener), the editor's '@' mentions (`<span class="mention"
 * data-mention="e-mail">`) and '{{' variables (`<span class="variavel" data-variavel="NOME">`,
 * shared/constants/textoRico.ts). Everything else (scripts, styles, images, event handlers, other
 * attributes and classes) is dropped.
 */
const sanitizar = criarSanitizador({
  atributos: {
    ...Object.fromEntries(
      ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'].map((t) => [
        t,
        [],
      ]),
    ),
    a: ['href', 'target', 'rel'],
    span: [MARCACAO_MENCAO.atributo, MARCACAO_VARIAVEL.atributo, 'class'],
  },
  esquemas: ['http', 'https', 'mailto'],
  relativoAoProtocolo: false,
  transformar: {
    a: (attribs) => ({ ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' }),
    span: atributosDoChip,
  },
});

export const sanitizarComentario = (html: string): string => sanitizar(html).trim();

/** True when the sanitised HTML shows no text at all (the editor's '<p><br></p>' included). */
export function comentarioVazio(html: string): boolean {
  if (html.trim() === HTML_VAZIO) return true;
  const texto = somenteTexto(html)
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
  return texto.length === 0;
}

/**
 * The e-mails mentioned in a sanitised comment, each once: those of its mention spans (the
 * sanitiser writes the attribute first), not text that reads like one (its quotes are not escaped).
 */
export function emailsMencionados(htmlSanitizado: string): string[] {
  const emails = [...htmlSanitizado.matchAll(new RegExp(`<span ${MARCACAO_MENCAO.atributo}="([^"]+)"`, 'g'))].map((m) =>
    (m[1] ?? '').toLowerCase(),
  );
  return [...new Set(emails.filter(ehEmail))];
}
