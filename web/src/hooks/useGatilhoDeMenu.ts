import { useCallback, useRef } from 'react';
import { estaEmCamadaSobreposta } from '../lib/foco';

/**
 * Focus back on a dropdown's button when its menu closes with focus inside it (Escape, or an
 * entry chosen). antd means to do it on Escape, but its window listener is removed by the close
 * the menu itself makes first, and focus fell to <body>. A click elsewhere keeps its own focus.
 * Pass `gatilho` as the button's ref and `handleAbertura` as the Dropdown's onOpenChange.
 */
export function useGatilhoDeMenu<T extends HTMLElement = HTMLButtonElement>() {
  const gatilho = useRef<T>(null);
  const handleAbertura = useCallback((aberto: boolean) => {
    if (aberto) return;
    const ativo = document.activeElement;
    if (!ativo || ativo === document.body || estaEmCamadaSobreposta(ativo)) gatilho.current?.focus();
  }, []);
  return { gatilho, handleAbertura };
}
