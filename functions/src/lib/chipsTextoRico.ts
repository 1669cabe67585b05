import { MARCACAO_MENCAO, MARCACAO_VARIAVEL } from '@wf/shared/constants/textoRico';
import { EMAIL_PATTERN } from '@wf/shared/schemas/campos';
import { NOME_VARIAVEL_PATTERN } from '@wf/shared/validation/nomeVariavel';

/**
 * What a sanitised span keeps (shared/constants/textoRico.ts): a mention must name an e-mail, a
 * variable a valid variable name, each with its chip's class and no other; any other span keeps its
 * text only. The data attribute comes first (comments list mentions by `<span data-mention="`).
 */
export function atributosDoChip(atributos: Readonly<Record<string, string>>): Record<string, string> {
  const email = (atributos[MARCACAO_MENCAO.atributo] ?? '').trim().toLowerCase();
  if (email && EMAIL_PATTERN.test(email)) return { [MARCACAO_MENCAO.atributo]: email, class: MARCACAO_MENCAO.classe };
  const variavel = (atributos[MARCACAO_VARIAVEL.atributo] ?? '').trim();
  if (NOME_VARIAVEL_PATTERN.test(variavel))
    return { [MARCACAO_VARIAVEL.atributo]: variavel, class: MARCACAO_VARIAVEL.classe };
  return {};
}
