import { criarSanitizador } from '../../lib/sanitizadorHtml';

/**
 * The allow-list of a rule e-mail's HTML (the rich editor's output): basic formatting, lists,
 * quotes, code and http(s)/mailto links. The editor's chips (mention and variable spans) keep
 * their text only; everything else (scripts, styles, images, classes, event handlers) goes.
 */
export const htmlDoEmail = criarSanitizador({
  atributos: {
    ...Object.fromEntries(
      ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'].map((t) => [
        t,
        [],
      ]),
    ),
    a: ['href'],
  },
  esquemas: ['http', 'https', 'mailto'],
  relativoAoProtocolo: false,
});
