/** Longest subject a rule's e-mail keeps (a header line; a form value may be long). */
export const MAXIMO_ASSUNTO_EMAIL = 200;

// C0/C1 controls (CR and LF among them) and the Unicode line and paragraph separators.
const QUEBRAS_E_CONTROLES = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * A subject that is one header line whatever was typed into the card: every line break or
 * control character becomes a space (no header injection, whatever the transport does), and it
 * is cut at MAXIMO_ASSUNTO_EMAIL characters.
 */
export function assuntoDeEmail(texto: string): string {
  return texto.replace(QUEBRAS_E_CONTROLES, ' ').trim().slice(0, MAXIMO_ASSUNTO_EMAIL).trim();
}
