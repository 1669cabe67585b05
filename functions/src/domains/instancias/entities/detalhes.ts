import { MARCACAO_MENCAO, MARCACAO_VARIAVEL } from '@wf/shared/constants/textoRico';
import { atributosDoChip } from '../../../lib/chipsTextoRico';
import { criarSanitizador } from '../../../lib/sanitizadorHtml';
import { detalhesVazios } from './instancia';

/**
 * The card's details are rich text from the editor: sanitised on the server (never trust the
 * client's HTML) to the editor's formatting, links, images and its chips (shared/constants/textoRico.ts);
 * scripts, handlers, styles and classes other than the chips' go.
 */
/** The tags sanitize-html allowed by default, which the details editor was built against. */
const TAGS_DE_TEXTO = [
  'address',
  'article',
  'aside',
  'footer',
  'header',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hgroup',
  'main',
  'nav',
  'section',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'hr',
  'li',
  'menu',
  'ol',
  'p',
  'pre',
  'ul',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  'rb',
  'rp',
  'rt',
  'rtc',
  'ruby',
  's',
  'samp',
  'small',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'caption',
  'col',
  'colgroup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'del',
  'ins',
];

const sanitizar = criarSanitizador({
  atributos: {
    ...Object.fromEntries(TAGS_DE_TEXTO.map((t) => [t, []])),
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    // Classes only on the chips: any other would apply the app's (and antd's) CSS to stored text,
    // e.g. a link made a fixed, full-window overlay.
    span: [MARCACAO_MENCAO.atributo, MARCACAO_VARIAVEL.atributo, 'class'],
  },
  esquemas: ['http', 'https', 'mailto', 'tel'],
  esquemasPorTag: { img: ['http', 'https', 'data'] },
  relativoAoProtocolo: true,
  transformar: { span: atributosDoChip },
});

/** Sanitised details; the editor's empty value is stored as ''. */
export const sanitizarDetalhes = (html: string | undefined): string =>
  detalhesVazios(html) ? '' : sanitizar(html ?? '');
