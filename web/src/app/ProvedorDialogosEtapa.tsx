import { lazy, Suspense, type ReactNode } from 'react';
import { DialogosEtapaContext, type DialogoEtapaProps, type DialogosEtapa } from '../components/dialogosEtapa';

/**
 * Composition of the stage dialogs that live in their own features (components/dialogosEtapa.ts):
 * the diagram (and later the board) opens them without importing those features. Loaded on
 * first use.
 */
const EditorFormularioEtapaModal = lazy(async () => ({
  default: (await import('../features/formulario-etapa/components/EditorFormularioEtapaModal'))
    .EditorFormularioEtapaModal,
}));
const PessoasAutorizadasModal = lazy(async () => ({
  default: (await import('../features/autorizacoes-etapa/components/PessoasAutorizadasModal')).PessoasAutorizadasModal,
}));

function EditorFormulario({ idFluxo, etapa, onFechar }: DialogoEtapaProps) {
  return (
    <Suspense fallback={null}>
      <EditorFormularioEtapaModal idFluxo={idFluxo} etapa={etapa} onFechar={onFechar} />
    </Suspense>
  );
}

function PessoasAutorizadas({ idFluxo, etapa, onFechar }: DialogoEtapaProps) {
  return (
    <Suspense fallback={null}>
      <PessoasAutorizadasModal idFluxo={idFluxo} etapa={etapa} onFechar={onFechar} />
    </Suspense>
  );
}

const DIALOGOS: DialogosEtapa = { EditorFormulario, PessoasAutorizadas };

export interface ProvedorDialogosEtapaProps {
  children: ReactNode;
}

export function ProvedorDialogosEtapa({ children }: ProvedorDialogosEtapaProps) {
  return <DialogosEtapaContext value={DIALOGOS}>{children}</DialogosEtapaContext>;
}
