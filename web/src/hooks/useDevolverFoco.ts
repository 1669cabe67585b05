import { useEffect, useRef } from 'react';
import { estaEmCamadaSobreposta } from '../lib/foco';

/**
 * Focus back to the opener of a dialog that lives in the address (the card modal and ?card=):
 * that dialog unmounts as soon as the parameter goes, before antd can give focus back, and focus
 * would fall to <body>. The last element focused outside dialogs and menus is kept; when `aberto`
 * goes from an id to null it gets focus again, or, if it left the page meanwhile (the board drew
 * the card again in another column), the element `alternativo(id)` finds.
 */
export function useDevolverFoco(aberto: string | null, alternativo: (id: string) => string): void {
  const abridor = useRef<HTMLElement | null>(null);
  const abertoAntes = useRef(aberto);
  const seletor = useRef(alternativo);

  useEffect(() => {
    seletor.current = alternativo;
  });

  useEffect(() => {
    const handleFoco = (evento: FocusEvent) => {
      if (evento.target instanceof HTMLElement && !estaEmCamadaSobreposta(evento.target))
        abridor.current = evento.target;
    };
    document.addEventListener('focusin', handleFoco);
    return () => document.removeEventListener('focusin', handleFoco);
  }, []);

  useEffect(() => {
    const fechado = abertoAntes.current;
    abertoAntes.current = aberto;
    if (aberto !== null || fechado === null) return;
    // After the dialog's DOM is gone; not if something (a toast's button, a click) already has focus.
    const quadro = requestAnimationFrame(() => {
      const ativo = document.activeElement;
      if (ativo && ativo !== document.body) return;
      const alvo = abridor.current?.isConnected
        ? abridor.current
        : document.querySelector<HTMLElement>(seletor.current(fechado));
      alvo?.focus();
    });
    return () => cancelAnimationFrame(quadro);
  }, [aberto]);
}
