import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { ajustarAtributosSeguros } from '../lib/htmlSeguro';

export interface HtmlSeguroProps {
  html: string;
  className?: string;
}

// An instance of its own, so the hook touches no other use of DOMPurify.
const purificador = DOMPurify();
purificador.addHook('afterSanitizeAttributes', ajustarAtributosSeguros);

/** Rich text from the server, sanitised again before display (defence in depth). */
export function HtmlSeguro({ html, className }: HtmlSeguroProps) {
  const limpo = useMemo(() => purificador.sanitize(html, { ADD_ATTR: ['target', 'data-mention'] }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: limpo }} />;
}
