/**
 * Rich text (the editors' HTML: comments, details, rule e-mails) reduced to the text people read,
 * for places that summarise it as text: an e-mail's subject and plain part, a notification, a
 * one-line preview. Tags go (a block or `<br>` becomes a line break), script/style content goes,
 * the usual entities are decoded. The result is text, never markup: whoever shows it escapes it
 * (React does), so a tag this scanner misreads can only leave stray characters, not markup.
 * Text without tags passes through unchanged (a '<' in "a < b" is not a tag).
 */
const ENTIDADES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodificar(texto: string): string {
  return texto.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (inteira, nome: string) => {
    if (nome[0] === '#') {
      const codigo = nome[1] === 'x' || nome[1] === 'X' ? parseInt(nome.slice(2), 16) : Number(nome.slice(1));
      if (!Number.isFinite(codigo) || codigo <= 0 || codigo > 0x10ffff) return inteira;
      return codigo === 0xa0 ? ' ' : String.fromCodePoint(codigo);
    }
    return ENTIDADES[nome.toLowerCase()] ?? inteira;
  });
}

const BLOCOS = 'p|div|li|ul|ol|blockquote|pre|h[1-6]|tr|table|section|article|header|footer';
const SEM_TEXTO = /<(script|style|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const QUEBRA = new RegExp(`<br\\s*/?>|</(?:${BLOCOS})\\s*>|<(?:${BLOCOS})\\b[^>]*>`, 'gi');
// A tag: '<' then a letter, '/' or '!' (not "a < b"), up to the next '>'.
const TAG = /<[a-z/!][^<>]*>/gi;

/**
 * Whether a stored text is the editors' HTML (it holds an element tag) rather than plain text
 * (rule texts written before the rich editor, or through the API, may be either).
 */
export const pareceHtml = (texto: string): boolean => /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(texto);

/** The lines of the text, each trimmed, blank ones dropped. */
export function textoSimples(html: string): string {
  if (!/<[a-z/!]|&[#a-z]/i.test(html)) return html.trim();
  const texto = decodificar(html.replace(SEM_TEXTO, '').replace(QUEBRA, '\n').replace(TAG, ''));
  return texto
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** textoSimples on one line (a subject, a preview), cut at `limite` characters with '…'. */
export function resumoEmUmaLinha(html: string, limite = 200): string {
  const linha = textoSimples(html).replace(/\s*\n\s*/g, ' ');
  return linha.length > limite ? `${linha.slice(0, limite - 1).trimEnd()}…` : linha;
}

/**
 * An author's template as text: its text when written in a rich editor (pareceHtml), as typed
 * otherwise. Run before variables are filled, so a value that reads like HTML stays as typed.
 */
export function comoTexto(modelo: string, opcoes: { umaLinha?: boolean } = {}): string {
  if (!pareceHtml(modelo)) return modelo;
  return opcoes.umaLinha ? resumoEmUmaLinha(modelo, Number.MAX_SAFE_INTEGER) : textoSimples(modelo);
}
