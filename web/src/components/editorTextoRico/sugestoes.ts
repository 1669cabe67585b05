import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import { ReactRenderer } from '@tiptap/react';
import type { SuggestionOptions } from '@tiptap/suggestion';
import {
  ListaSugestoes,
  type ControleListaSugestoes,
  type ItemSugestao,
  type ListaSugestoesProps,
} from './ListaSugestoes';

/** Above antd's modals (1000) and below its messages: the list opens inside the card modal. */
const CAMADA_LISTA = '1060';

/**
 * TipTap's suggestion lifecycle drawn with ListaSugestoes: mounted (and kept beside the caret) by
 * the plugin's own floating mount, its props refreshed as the query changes.
 */
export function renderizarSugestoes(
  titulo: string,
  vazio: string,
): NonNullable<SuggestionOptions<ItemSugestao, MentionNodeAttrs>['render']> {
  return () => {
    let lista: ReactRenderer<ControleListaSugestoes, ListaSugestoesProps> | null = null;
    let desmontar: (() => void) | null = null;
    return {
      onStart: (props) => {
        lista = new ReactRenderer(ListaSugestoes, {
          editor: props.editor,
          props: { items: props.items, command: props.command, titulo, vazio },
        });
        lista.element.style.zIndex = CAMADA_LISTA;
        desmontar = props.mount(lista.element);
      },
      onUpdate: (props) => lista?.updateProps({ items: props.items, command: props.command }),
      onKeyDown: ({ event }) => {
        // Escape closes the list only: not the editor being edited nor the modal around it.
        if (event.key === 'Escape') {
          event.stopPropagation();
          return true;
        }
        return lista?.ref?.onKeyDown(event) ?? false;
      },
      onExit: () => {
        desmontar?.();
        lista?.destroy();
        lista = null;
        desmontar = null;
      },
    };
  };
}
