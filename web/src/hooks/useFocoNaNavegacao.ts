import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { focarConteudo, tituloDaTela } from '../lib/foco';

/** How long a new screen may take to draw its heading (its code and data may still be loading). */
const ESPERA_TITULO_MS = 8000;

/**
 * Focus on the logged-in screens. On a route change (the path, not ?card= or ?tab=) focus goes to
 * the new screen's h1, so keyboard and screen-reader users start reading it instead of staying
 * on a menu entry that no longer means anything (or on <body>, where the next Tab lands on the
 * footer). When the shell first appears (page load, sign-in) focus is parked at the top of the
 * page instead, so the first Tab reaches the skip link.
 */
export function useFocoNaNavegacao(idConteudo: string, inicio: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const primeiro = useRef(true);

  useEffect(() => {
    if (primeiro.current) {
      primeiro.current = false;
      const ativo = document.activeElement;
      if (!ativo || ativo === document.body) inicio.current?.focus();
      return;
    }
    // The screen may not have its heading yet: watch the content until it has, or give up.
    if (focarConteudo(idConteudo)) return;
    const conteudo = document.getElementById(idConteudo);
    if (!conteudo) return;
    const observador = new MutationObserver(() => {
      if (!tituloDaTela(conteudo)) return;
      observador.disconnect();
      // Not if the person has moved on meanwhile (clicked or tabbed somewhere).
      const ativo = document.activeElement;
      if (!ativo || ativo === conteudo || ativo === document.body) focarConteudo(idConteudo);
    });
    observador.observe(conteudo, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    const limite = setTimeout(() => observador.disconnect(), ESPERA_TITULO_MS);
    return () => {
      observador.disconnect();
      clearTimeout(limite);
    };
  }, [pathname, idConteudo, inicio]);
}
