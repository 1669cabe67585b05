import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import { ReactRenderer } from '@tiptap/react';
import type { SuggestionOptions } from '@tiptap/suggestion';
import {
  ListaSugestoes,
  type ControleListaSugestoes,
  type ItemSugestao,
  type ListaSugestoesProps,
} from './ListaSugestoes';

/** Above antd's first modal (1000) and below its messages: the least the list's layer is. */
const CAMADA_MINIMA = 1060;
/** How far above the editor's own layer: antd's lists (selects, dropdowns) open 50 above theirs. */
const ACIMA_DA_CAMADA = 50;

/**
 * The list's z-index: above every layer holding the editor. antd stacks a modal opened from a
 * modal 100 higher (the rule editor's action dialog sits at 1100 over the rules modal), so a
 * fixed value opened the list behind the dialog (issue 25). Read when the list opens.
 */
export function camadaDaLista(dentroDe: Element | null): number {
  let maior = 0;
  for (let no = dentroDe; no; no = no.parentElement) {
    const z = Number.parseInt(getComputedStyle(no).zIndex, 10);
    if (!Number.isNaN(z)) maior = Math.max(maior, z);
  }
  return Math.max(CAMADA_MINIMA, maior + ACIMA_DA_CAMADA);
}

/**
 * TipTap's suggestion lifecycle drawn with ListaSugestoes: mounted (and kept beside the caret) by
 * the plugin's own floating mount, its props refreshed as the query changes.
 */
export function renderizarSugestoes(
  titulo: string,
  vazio: string,
  opcoes: { dica?: string } = {},
): NonNullable<SuggestionOptions<ItemSugestao, MentionNodeAttrs>['render']> {
  return () => {
    let lista: ReactRenderer<ControleListaSugestoes, ListaSugestoesProps> | null = null;
    let desmontar: (() => void) | null = null;
    return {
      onStart: (props) => {
        lista = new ReactRenderer(ListaSugestoes, {
          editor: props.editor,
          props: { items: props.items, command: props.command, titulo, vazio, dica: opcoes.dica },
        });
        lista.element.style.zIndex = String(camadaDaLista(props.editor.view.dom));
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
