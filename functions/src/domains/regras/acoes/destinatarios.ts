import * as z from 'zod';
import { preencherVariaveis } from '@wf/shared/validation/variaveisRegra';

/** At most this many people per e-mail or notification of a rule. */
export const MAXIMO_DESTINATARIOS = 50;

const email = z.email();

/**
 * The recipients of an e-mail or notification: e-mails or variables joined by commas; a
 * variable may itself hold several e-mails joined by commas. Answers the valid e-mails (lower
 * case, without repeats) and what was not an e-mail.
 */
export function destinatariosDoTexto(
  texto: string,
  variaveis: Readonly<Record<string, string | null>>,
): { emails: string[]; invalidos: string[] } {
  const partes = preencherVariaveis(texto, variaveis)
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const emails = new Set<string>();
  const invalidos: string[] = [];
  for (const p of partes) {
    if (email.safeParse(p).success) emails.add(p.toLowerCase());
    else invalidos.push(p);
  }
  return { emails: [...emails].slice(0, MAXIMO_DESTINATARIOS), invalidos };
}
