import { escaparHtml } from '../exibicao/escaparHtml';

/**
 * Variables between double braces in the texts of rule actions: each form field by its
 * nomeVariavel, and the card, stage, flow and user data below. Server (when an action runs or is
 * simulated) and SPA (the editor's '{{' picker) share the names.
 */
export const VARIAVEIS_FIXAS_REGRA = {
  'card.id': 'ID do card',
  'card.titulo': 'Título do card',
  'card.link': 'Link do card',
  'card.vencimento': 'Vencimento do card',
  'etapa.nome': 'Nome da etapa',
  'fluxo.nome': 'Nome do fluxo',
  'usuario.nome': 'Nome de quem fez a alteração',
  'usuario.email': 'E-mail de quem fez a alteração',
} as const;
export type VariavelFixaRegra = keyof typeof VARIAVEIS_FIXAS_REGRA;

const VARIAVEL = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The variable names a text uses, in order, without repeats. */
export function variaveisDoTexto(texto: string): string[] {
  return [...new Set([...texto.matchAll(VARIAVEL)].map((m) => m[1]))];
}

/**
 * Suffix that asks for a form variable's raw value where texts read its display format:
 * `{{VALOR}}` is `R$ 11.900,00`, `{{VALOR.valor}}` is `11900`.
 */
export const SUFIXO_VALOR_BRUTO = '.valor';

/**
 * Replaces each `{{nome}}` by its value; a name without a value becomes empty. With `json`, values
 * are inserted JSON-escaped (quotes, backslashes, control characters), so a value typed by a user
 * cannot break out of the string it stands in or add keys to a webhook body. With `html` (a rich
 * text: comments, details, e-mail bodies), values are inserted HTML-escaped, so a value reads as
 * typed and cannot add markup or links.
 */
export function preencherVariaveis(
  texto: string,
  valores: Readonly<Record<string, string | null | undefined>>,
  opcoes: { json?: boolean; html?: boolean } = {},
): string {
  return texto.replace(VARIAVEL, (_, nome: string) => {
    const valor = Object.hasOwn(valores, nome) ? (valores[nome] ?? '') : '';
    if (opcoes.json) return JSON.stringify(valor).slice(1, -1);
    return opcoes.html ? escaparHtml(valor) : valor;
  });
}
