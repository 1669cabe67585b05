import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface HtmlSeguroProps {
  html: string;
  className?: string;
}

/** Rich text from the server, sanitised again before display (defence in depth). */
export function HtmlSeguro({ html, className }: HtmlSeguroProps) {
  const limpo = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target', 'data-mention'] }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: limpo }} />;
}
