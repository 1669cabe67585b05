/**
 * The markup of the rich-text editor's chips: the contract between the SPA's editor, which writes
 * it, and the server's sanitisers, which keep exactly this and nothing else of a span.
 *
 * - A person mentioned with '@' (comments): `<span class="mention" data-mention="e-mail">@Nome</span>`.
 *   The server lists the e-mails of these spans as the comment's mentions.
 * - A form-field variable chosen after '{{' (comments, details; later rule texts):
 *   `<span class="variavel" data-variavel="NOME_VARIAVEL">{{NOME_VARIAVEL}}</span>`. The text is the
 *   variable written between double braces, so whoever fills variables in can work on the text
 *   alone; the span only lets the editor show and reopen it as one chip.
 */
export const MARCACAO_MENCAO = { classe: 'mention', atributo: 'data-mention', gatilho: '@' } as const;
export const MARCACAO_VARIAVEL = { classe: 'variavel', atributo: 'data-variavel', gatilho: '{{' } as const;

/** `{{NOME}}`: a variable as written in texts. */
export const textoDaVariavel = (nome: string): string => `{{${nome}}}`;
