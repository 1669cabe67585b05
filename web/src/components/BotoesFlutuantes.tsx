import { Flex } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';

/** Set on <html> while floating buttons are on screen: the shell keeps that much room at its end (estilos.css). */
const VARIAVEL_ESPACO = '--espaco-botoes-flutuantes';

/**
 * The stacks on the page, each with the room it needs. More than one for a moment: React keeps
 * the previous screen (hidden) while the next one's code loads, and removes it after the next one
 * has measured its own; the room is the largest shown stack's, and goes with the last one.
 */
const pilhas = new Map<HTMLElement, number>();

function aplicarEspaco() {
  const maior = Math.max(0, ...pilhas.values());
  if (maior > 0) document.documentElement.style.setProperty(VARIAVEL_ESPACO, `${maior}px`);
  else document.documentElement.style.removeProperty(VARIAVEL_ESPACO);
}

function medirPilha(elemento: HTMLElement) {
  const visivel = elemento.checkVisibility();
  pilhas.set(elemento, visivel ? Math.ceil(window.innerHeight - elemento.getBoundingClientRect().top + 8) : 0);
  aplicarEspaco();
}

export interface BotoesFlutuantesProps {
  /** Usually antd Buttons with shape="round" and size="large"; the first one sits lowest. */
  children: ReactNode;
}

/**
 * The floating actions of a screen (Novo fluxo, Outros fluxos...), at the bottom right above the
 * content. Labelled buttons rather than bare circles: they have names, users should read them.
 */
export function BotoesFlutuantes({ children }: BotoesFlutuantesProps) {
  const pilha = useRef<HTMLDivElement>(null);
  // The page's scroll area ends with room for the stack, so scrolled to the end nothing (the
  // footer's link, a list's last row) stays under a button. Measured: the stack's height
  // depends on the screen's buttons and wraps on a phone.
  useEffect(() => {
    const elemento = pilha.current;
    if (!elemento) return;
    const medir = () => medirPilha(elemento);
    medir();
    const observador = new ResizeObserver(medir);
    observador.observe(elemento);
    window.addEventListener('resize', medir);
    return () => {
      observador.disconnect();
      window.removeEventListener('resize', medir);
      pilhas.delete(elemento);
      aplicarEspaco();
    };
  }, []);
  return (
    <Flex
      ref={pilha}
      vertical
      gap={12}
      align="flex-end"
      className="botoes-flutuantes"
      style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 20, flexDirection: 'column-reverse' }}
    >
      {children}
    </Flex>
  );
}

/** Bottom padding a screen with floating buttons keeps, so they never cover its last row. */
export const ESPACO_BOTOES_FLUTUANTES = 72;
