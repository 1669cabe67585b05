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
 * Replaces each `{{nome}}` by its value; a name without a value becomes empty. With `json`, values
 * are inserted JSON-escaped (quotes, backslashes, control characters), so a value typed by a user
 * cannot break out of the string it stands in or add keys to a webhook body.
 */
export function preencherVariaveis(
  texto: string,
  valores: Readonly<Record<string, string | null | undefined>>,
  opcoes: { json?: boolean } = {},
): string {
  return texto.replace(VARIAVEL, (_, nome: string) => {
    const valor = Object.hasOwn(valores, nome) ? (valores[nome] ?? '') : '';
    return opcoes.json ? JSON.stringify(valor).slice(1, -1) : valor;
  });
}
