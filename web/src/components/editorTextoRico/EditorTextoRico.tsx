import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EditorTextoRicoProps } from './tipos';

export type { EditorTextoRicoProps, PessoaMencionavel } from './tipos';
export type { VariavelOferecida } from './filtros';

const EditorTiptap = lazy(() => import('./EditorTiptap'));

/**
 * The SPA's one rich-text editor (card details, comments; later the rules' texts). TipTap and
 * ProseMirror load with the first editor shown, in their own chunk: the screens around it (and
 * the entry chunk) do not carry them.
 */
export function EditorTextoRico(props: EditorTextoRicoProps) {
  return (
    <Suspense
      fallback={
        <Skeleton.Input
          active
          block
          style={{ height: (props.alturaMinima ?? 80) + 40 }}
          aria-label="Carregando o editor"
        />
      }
    >
      <EditorTiptap {...props} />
    </Suspense>
  );
}
