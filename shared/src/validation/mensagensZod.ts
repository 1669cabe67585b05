import * as z from 'zod';
// The one locale, imported by path so the SPA's bundle does not carry zod's other ~50.
import ptBR from 'zod/v4/locales/pt-BR.js';

/**
 * zod's own messages in Brazilian Portuguese. A message written in a schema (`{ error }`, the
 * second argument of min/max/regex/refine) always wins; this map only speaks for the checks
 * written without one, and what it does not cover falls to zod's pt-BR locale. Installed once
 * per process by `instalarMensagensZod` (the Lambdas' HTTP stack and the SPA's entry point), so
 * no answer carries zod's English ("Invalid input: expected object, received null").
 */

const NOMES_TIPO: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  date: 'uma data',
  record: 'um objeto',
  tuple: 'uma lista',
  bigint: 'um número',
};

const FORMATOS: Record<string, string> = {
  email: 'E-mail inválido',
  url: 'Endereço (URL) inválido',
  date: 'Data inválida',
  datetime: 'Data e hora inválidas',
  time: 'Hora inválida',
  uuid: 'Identificador inválido',
};

const comparacao = (inclusivo: boolean | undefined, limite: unknown, maior: boolean): string =>
  `Informe um número ${maior ? 'maior' : 'menor'} ${inclusivo === false ? 'que' : 'ou igual a'} ${String(limite)}`;

/** The Brazilian Portuguese message of one issue, or undefined to let zod's pt-BR locale speak. */
export const mapaDeErrosZod: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obrigatório';
      return `Valor inválido: informe ${NOMES_TIPO[issue.expected] ?? 'um valor válido'}`;
    case 'too_big':
      if (issue.origin === 'string') return `Informe no máximo ${String(issue.maximum)} caracteres`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Informe no máximo ${String(issue.maximum)} itens`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return comparacao(issue.inclusive, issue.maximum, false);
      }
      return 'Valor grande demais';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'Campo obrigatório'
          : `Informe no mínimo ${String(issue.minimum)} caracteres`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1
          ? 'Informe ao menos um item'
          : `Informe no mínimo ${String(issue.minimum)} itens`;
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return comparacao(issue.inclusive, issue.minimum, true);
      }
      return 'Valor pequeno demais';
    case 'invalid_value':
      return 'Opção inválida';
    case 'invalid_format':
      return FORMATOS[issue.format] ?? 'Formato inválido';
    case 'not_multiple_of':
      return `Informe um múltiplo de ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Campo não permitido: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'Valor inválido';
    default:
      return undefined;
  }
};

let instalado = false;

/** Makes zod answer in pt-BR in this process (idempotent; the config is global to the zod module). */
export function instalarMensagensZod(): void {
  if (instalado) return;
  z.config({ ...ptBR(), customError: mapaDeErrosZod });
  instalado = true;
}
