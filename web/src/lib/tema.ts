import { createContext } from 'react';
import type { Tema } from '@wf/shared/types/sessao';
import { gravarPreferencia, lerPreferencia } from './armazenamentoLocal';

/** LIGHT by default, remembered on this browser. */
const CHAVE = 'workflow.tema';

export function lerTemaSalvo(): Tema {
  return lerPreferencia(CHAVE) === 'DARK' ? 'DARK' : 'LIGHT';
}

export function salvarTema(tema: Tema): void {
  gravarPreferencia(CHAVE, tema);
}

export interface ContextoTema {
  tema: Tema;
  alternarTema: () => void;
}

export const TemaContext = createContext<ContextoTema>({ tema: 'LIGHT', alternarTema: () => undefined });
