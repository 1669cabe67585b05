import sanitizeHtml from 'sanitize-html';
import { MARCACAO_MENCAO, MARCACAO_VARIAVEL } from '@wf/shared/constants/textoRico';
import { detalhesVazios } from './instancia';

/**
 * The card's details are rich text from the editor: sanitised on the server (never trust the
 * client's HTML) to the editor's formatting, links, images and its chips (shared/constants/textoRico.ts);
 * scripts, handlers and styles go.
 */
const OPCOES: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's', 'del', 'ins', 'sub', 'sup'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['class', MARCACAO_MENCAO.atributo, MARCACAO_VARIAVEL.atributo],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
};

/** Sanitised details; the editor's empty value is stored as ''. */
export const sanitizarDetalhes = (html: string | undefined): string => (detalhesVazios(html) ? '' : sanitizeHtml(html ?? '', OPCOES));
