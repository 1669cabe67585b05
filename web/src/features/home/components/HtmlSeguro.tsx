import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** A comment's HTML from the server, sanitised again before display (defence in depth). */
export function HtmlSeguro({ html }: { html: string }) {
  const limpo = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target', 'data-mention'] }), [html]);
  return <div dangerouslySetInnerHTML={{ __html: limpo }} />;
}
