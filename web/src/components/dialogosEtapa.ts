import type { Etapa } from '@wf/shared/types/fluxo';
import { createContext, type ComponentType } from 'react';

/**
 * Dialogs about one stage that live in their own features (the form editor, the authorised
 * people) but are opened from others (the diagram now, the board's stage menu later). Features
 * do not import each other, so the app composes them here (app/ProvedorDialogosEtapa.tsx) and
 * a feature asks for them through useDialogosEtapa(). A dialog nobody provided is null: the
 * entry that would open it is not shown.
 */
export interface DialogoEtapaProps {
  idFluxo: string;
  etapa: Etapa;
  onFechar: () => void;
}

export interface DialogosEtapa {
  EditorFormulario: ComponentType<DialogoEtapaProps> | null;
  PessoasAutorizadas: ComponentType<DialogoEtapaProps> | null;
}

export const DialogosEtapaContext = createContext<DialogosEtapa>({ EditorFormulario: null, PessoasAutorizadas: null });
