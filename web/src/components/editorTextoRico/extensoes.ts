import { mergeAttributes } from '@tiptap/core';
import Mention, { type MentionNodeAttrs } from '@tiptap/extension-mention';
import type { SuggestionOptions } from '@tiptap/suggestion';
import { MARCACAO_MENCAO, MARCACAO_VARIAVEL, textoDaVariavel } from '@wf/shared/constants/textoRico';

/**
 * The editor's two chips, built on TipTap's Mention node so they get its suggestion list, its
 * atom behaviour (one caret step, one Backspace) and its HTML round trip. Each writes and reads
 * exactly the markup the server keeps (shared/constants/textoRico.ts), not TipTap's default
 * `data-type`/`data-id` attributes, which the sanitisers would strip.
 */
type Sugestao<T> = Omit<SuggestionOptions<T, MentionNodeAttrs>, 'editor'>;

/** '@' person: id = e-mail (what the server lists as mentioned), label = name shown. */
export function extensaoMencao<T>(sugestao: Sugestao<T>) {
  return Mention.extend({
    name: 'mencao',
    addAttributes() {
      return {
        id: {
          default: null,
          parseHTML: (el: HTMLElement) => el.getAttribute(MARCACAO_MENCAO.atributo),
          renderHTML: (a: MentionNodeAttrs) => ({ [MARCACAO_MENCAO.atributo]: a.id }),
        },
        label: {
          default: null,
          parseHTML: (el: HTMLElement) => (el.textContent ?? '').replace(/^@/, ''),
          renderHTML: () => ({}),
        },
      };
    },
    parseHTML() {
      return [{ tag: `span[${MARCACAO_MENCAO.atributo}]` }];
    },
    renderHTML({ node, HTMLAttributes }) {
      const attrs = node.attrs as MentionNodeAttrs;
      return [
        'span',
        mergeAttributes({ class: MARCACAO_MENCAO.classe }, HTMLAttributes),
        `@${attrs.label ?? attrs.id ?? ''}`,
      ];
    },
    renderText({ node }) {
      const attrs = node.attrs as MentionNodeAttrs;
      return `@${attrs.label ?? attrs.id ?? ''}`;
    },
    addKeyboardShortcuts() {
      // Backspace removes the chip whole (Mention's default would put the trigger back and reopen the list).
      return {};
    },
  }).configure({ suggestion: { ...sugestao, char: MARCACAO_MENCAO.gatilho } });
}

/** '{{' variable: id = the variable name; shown and written as {{NOME}}. */
export function extensaoVariavel<T>(sugestao: Sugestao<T>) {
  return Mention.extend({
    name: 'variavel',
    addAttributes() {
      return {
        id: {
          default: null,
          parseHTML: (el: HTMLElement) => el.getAttribute(MARCACAO_VARIAVEL.atributo),
          renderHTML: (a: MentionNodeAttrs) => ({ [MARCACAO_VARIAVEL.atributo]: a.id }),
        },
      };
    },
    parseHTML() {
      return [{ tag: `span[${MARCACAO_VARIAVEL.atributo}]` }];
    },
    renderHTML({ node, HTMLAttributes }) {
      return [
        'span',
        mergeAttributes({ class: MARCACAO_VARIAVEL.classe }, HTMLAttributes),
        textoDaVariavel(String(node.attrs.id ?? '')),
      ];
    },
    renderText({ node }) {
      return textoDaVariavel(String(node.attrs.id ?? ''));
    },
    addKeyboardShortcuts() {
      return {};
    },
  }).configure({ suggestion: { ...sugestao, char: MARCACAO_VARIAVEL.gatilho, allowedPrefixes: null } });
}
