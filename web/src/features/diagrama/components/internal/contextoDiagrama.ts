import type { Etapa } from '@wf/shared/types/fluxo';
import { createContext } from 'react';
import type { AcaoEtapa } from '../../utils/acoesEtapa';

/**
 * What the canvas's node and edge components (declared once, outside the diagram) need from
 * the diagram: the flow-level permission, the actions offered and the callbacks.
 */
export interface ContextoDiagramaValor {
  permiteEditarElementosFluxo: boolean;
  /** Actions whose dialog the app did not provide. */
  acoesIndisponiveis: readonly AcaoEtapa[];
  onAcao: (acao: AcaoEtapa, etapa: Etapa) => void;
  onRemoverAresta: (idAresta: string) => void;
  onFocoAresta: (idAresta: string | null) => void;
}

export const ContextoDiagrama = createContext<ContextoDiagramaValor>({
  permiteEditarElementosFluxo: false,
  acoesIndisponiveis: [],
  onAcao: () => undefined,
  onRemoverAresta: () => undefined,
  onFocoAresta: () => undefined,
});
