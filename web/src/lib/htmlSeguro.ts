import { MARCACAO_MENCAO, MARCACAO_VARIAVEL } from '@wf/shared/constants/textoRico';

type ElementoComAtributos = Pick<Element, 'hasAttribute' | 'getAttribute' | 'setAttribute' | 'removeAttribute'>;

const CLASSES_DOS_CHIPS: readonly string[] = [MARCACAO_MENCAO.classe, MARCACAO_VARIAVEL.classe];

/**
 * What DOMPurify's defaults let through and the server's sanitiser no longer stores (HTML stored
 * before it did stays): a class other than the chips' (the app's and antd's CSS applied to stored
 * text, e.g. a full-window link overlay), and a target whose window gets a handle on the app
 * (rel="opener"). For DOMPurify's afterSanitizeAttributes hook.
 */
export function ajustarAtributosSeguros(el: ElementoComAtributos): void {
  const classe = el.getAttribute('class');
  if (classe !== null) {
    const chips = classe.split(/\s+/).filter((c) => CLASSES_DOS_CHIPS.includes(c));
    if (chips.length > 0) el.setAttribute('class', chips.join(' '));
    else el.removeAttribute('class');
  }
  if (el.hasAttribute('target')) el.setAttribute('rel', 'noopener noreferrer');
}
