const ESCAPES_HTML: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text put into HTML (an element's content or a quoted attribute) reads as typed: no markup. */
export const escaparHtml = (texto: string): string => texto.replace(/[&<>"']/g, (c) => ESCAPES_HTML[c]!);
