import * as z from 'zod';
import { preencherVariaveis, variaveisDoTexto } from '@wf/shared/validation/variaveisRegra';

/** At most this many people per e-mail or notification of a rule. */
export const MAXIMO_DESTINATARIOS = 50;

const email = z.email();

/**
 * Variables whose value is not typed by whoever fills a form: the e-mail of the signed-in person
 * whose change fired the rule. Every other variable (form values, the card's title...) may come
 * from the anonymous public form or the API.
 */
const VARIAVEIS_CONFIAVEIS: ReadonlySet<string> = new Set(['usuario.email']);

export interface Destinatarios {
  /** Valid e-mails, lower case, without repeats, at most MAXIMO_DESTINATARIOS. */
  emails: string[];
  /**
   * Those of `emails` that only a variable other than usuario.email supplied (input of whoever
   * filled the card): what the limits of the rule e-mails count.
   */
  deEntrada: string[];
  /** Typed parts that are not an e-mail. */
  invalidos: string[];
  /** Parts with variables (as the rule's author wrote them) whose value is not exactly one e-mail. */
  variaveisIgnoradas: string[];
}

/**
 * The recipients of an e-mail or notification: e-mails or variables joined by commas (or
 * semicolons). The author's text is split BEFORE the variables are filled, so each variable
 * stands for one recipient: its whole value must be exactly one e-mail, else it is ignored and
 * named in `variaveisIgnoradas`. A value typed into a form therefore cannot add recipients.
 */
export function destinatariosDoTexto(texto: string, variaveis: Readonly<Record<string, string | null>>): Destinatarios {
  const digitados = new Set<string>();
  const vindosDeEntrada = new Set<string>();
  const invalidos: string[] = [];
  const variaveisIgnoradas: string[] = [];
  const emails = new Set<string>();
  for (const parte of texto.split(/[,;]/).map((p) => p.trim())) {
    const nomes = variaveisDoTexto(parte);
    const valor = preencherVariaveis(parte, variaveis).trim();
    if (!valor) continue;
    const valido = email.safeParse(valor).success;
    if (nomes.length === 0) {
      if (!valido) invalidos.push(valor);
    } else if (!valido) variaveisIgnoradas.push(parte);
    if (!valido) continue;
    const e = valor.toLowerCase();
    emails.add(e);
    if (nomes.every((n) => VARIAVEIS_CONFIAVEIS.has(n))) digitados.add(e);
    else vindosDeEntrada.add(e);
  }
  const lista = [...emails].slice(0, MAXIMO_DESTINATARIOS);
  return {
    emails: lista,
    deEntrada: lista.filter((e) => vindosDeEntrada.has(e) && !digitados.has(e)),
    invalidos,
    variaveisIgnoradas,
  };
}

/** The details' note of what was skipped (empty when nothing was). */
export function notaIgnorados(d: Pick<Destinatarios, 'invalidos' | 'variaveisIgnoradas'>): string {
  return [
    d.invalidos.length ? `ignorados (não são e-mails): ${d.invalidos.join(', ')}` : '',
    d.variaveisIgnoradas.length ? `ignorados (o valor não é um único e-mail): ${d.variaveisIgnoradas.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}
