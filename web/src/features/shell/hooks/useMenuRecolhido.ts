import { useState } from 'react';
import { gravarPreferencia, lerPreferencia } from '../../../lib/armazenamentoLocal';

const CHAVE = 'workflow.menuRecolhido';

/** The desktop side panel's collapsed state, remembered on this browser. */
export function useMenuRecolhido(): [boolean, (recolhido: boolean) => void] {
  const [recolhido, setRecolhido] = useState(() => lerPreferencia(CHAVE) === 'S');
  const alterar = (valor: boolean) => {
    setRecolhido(valor);
    gravarPreferencia(CHAVE, valor ? 'S' : 'N');
  };
  return [recolhido, alterar];
}
