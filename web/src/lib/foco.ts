/**
 * Focus moves of the shell: to the screen's heading when the route changes, to the content from
 * the skip link, back to the element that opened a dialog that unmounted before it could do it.
 */

/**
 * The screen's h1 in the content. Only a shown one: while the next screen's code loads, React
 * keeps the previous screen in the page, hidden, heading and all.
 */
export function tituloDaTela(conteudo: HTMLElement): HTMLElement | null {
  return [...conteudo.querySelectorAll<HTMLElement>('h1')].find((h1) => h1.checkVisibility()) ?? null;
}

/** Focus on the screen's heading (h1) inside the content, or on the content itself when it has none. */
export function focarConteudo(idConteudo: string): boolean {
  const conteudo = document.getElementById(idConteudo);
  if (!conteudo) return false;
  const titulo = tituloDaTela(conteudo);
  const alvo = titulo ?? conteudo;
  // A heading is not focusable by Tab; -1 lets the script focus it without adding a Tab stop.
  if (!alvo.hasAttribute('tabindex')) alvo.setAttribute('tabindex', '-1');
  alvo.focus();
  return Boolean(titulo);
}

/** Whether an element lies inside a dialog, a drawer or a popup menu (antd draws them in portals). */
export function estaEmCamadaSobreposta(elemento: Element): boolean {
  return Boolean(
    elemento.closest(
      '[role="dialog"], .ant-modal-root, .ant-drawer, .ant-dropdown, .ant-popover, .ant-select-dropdown',
    ),
  );
}
