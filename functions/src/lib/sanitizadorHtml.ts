import type { parseTag as ParseTag } from 'xss';
// @ts-expect-error xss types its parser only through its index, whose default filter would bundle cssfilter too
import { parseTag as lerTagsXss } from 'xss/lib/parser.js';

/**
 * An allow-list HTML sanitiser on js-xss's tag scanner (`xss/lib/parser.js`, ~3 KB bundled;
 * sanitize-html with its CSS parser and entity tables was ~300 KB of every Lambda that sanitised,
 * and xss's own FilterXSS another ~17 KB with its default lists and cssfilter): a tag is kept only
 * when listed, an attribute only when listed for its tag (or for '*'), a URL only with an allowed
 * scheme. The kept tags are rebuilt from their attributes (read here as the HTML tokenizer reads
 * them) and all text is escaped, so nothing the scanner did not understand survives as markup. The
 * rules follow what sanitize-html did with the same options: disallowed tags go and their text
 * stays, except script/style/textarea/option/xmp whose content goes too; void tags are written
 * `<br />`; an empty attribute goes (except alt); comments go. A kept `target` always comes with
 * `rel="noopener noreferrer"` (never `opener`). Everything runs in time linear in the input.
 */
export interface OpcoesSanitizador {
  /** Tag -> attributes it may keep; '*' lists attributes every kept tag may keep. */
  atributos: Readonly<Record<string, readonly string[]>>;
  /** Schemes allowed in href/src (relative URLs are always allowed). */
  esquemas: readonly string[];
  /** Per-tag schemes replacing `esquemas` for that tag. */
  esquemasPorTag?: Readonly<Record<string, readonly string[]>>;
  /** Whether `//host/...` URLs are allowed. */
  relativoAoProtocolo: boolean;
  /** Rewrites a kept tag's attributes (values decoded); returns the attributes to write. */
  transformar?: Readonly<Record<string, (atributos: Record<string, string>) => Record<string, string>>>;
}

/** Tags whose content is dropped with them (it is code or a form value, never text to show). */
const TAGS_SEM_TEXTO = ['script', 'style', 'textarea', 'option', 'xmp'];
const TAGS_VAZIAS = new Set(['img', 'br', 'hr', 'area', 'base', 'basefont', 'input', 'link', 'meta', 'wbr', 'col']);
const BLOCOS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'div',
  'dl',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
];
const FECHA_AO_ABRIR: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(BLOCOS.map((t) => [t, ['p']])),
  li: ['li'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  tr: ['tr', 'td', 'th'],
  td: ['td', 'th'],
  th: ['td', 'th'],
};
const ATRIBUTOS_DE_URL = new Set([
  'href',
  'src',
  'cite',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'poster',
  'background',
  'ping',
  'longdesc',
  'usemap',
]);

const NOMEADAS: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  // Entities a browser turns into a scheme separator or into characters its URL parser drops.
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/**
 * Decodes numeric references (with or without ';') and the named ones above, as a browser would
 * before reading the value (NUL, surrogates and code points past U+10FFFF become U+FFFD). Other
 * named references stay as written: none of them can make a scheme.
 */
export function decodificarEntidades(valor: string): string {
  return valor.replace(
    /&(?:#(\d+);?|#x([0-9a-f]+);?|([a-z]+);)/gi,
    (todo, dec?: string, hex?: string, nome?: string) => {
      if (dec ?? hex) {
        const codigo = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
        const valido = codigo > 0 && codigo <= 0x10ffff && (codigo < 0xd800 || codigo > 0xdfff);
        return valido ? String.fromCodePoint(codigo) : '\ufffd';
      }
      return NOMEADAS[nome!.toLowerCase()] ?? todo;
    },
  );
}

/** Lone surrogates (no character, and no UTF-8 for storage) become U+FFFD, as a decoder would make them. */
const semSurrogatesSoltos = (texto: string): string =>
  texto.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const escaparAtributo = (valor: string): string =>
  valor.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The URL as a browser's URL parser reads it: C0 controls and spaces trimmed, tabs and newlines dropped. */
const urlComoONavegadorLe = (url: string): string =>
  url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');

/** The URL's scheme (controls and whitespace anywhere dropped: stricter than a browser), or null when relative. */
function esquemaDe(url: string): string | null {
  const limpa = url.replace(/[\u0000-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\ufeff]+/g, '');
  const m = /^([a-z][a-z0-9.+-]*):/i.exec(limpa);
  return m ? m[1]!.toLowerCase() : null;
}

function urlPermitida(tag: string, url: string, opcoes: OpcoesSanitizador): boolean {
  // '\' is '/' to the URL parser of http(s) pages.
  if (/^[\\/]{2}/.test(urlComoONavegadorLe(url))) return opcoes.relativoAoProtocolo;
  const esquema = esquemaDe(url);
  if (esquema === null) return true;
  return (opcoes.esquemasPorTag?.[tag] ?? opcoes.esquemas).includes(esquema);
}

const parseTag: typeof ParseTag = lerTagsXss;

const ESPACO_HTML = new Set([' ', '\t', '\n', '\f', '\r']);

/**
 * A start tag's attributes (the text after its name, without the closing '>') as the HTML
 * tokenizer reads them, in one pass: names lowercased, '/' between attributes skipped, values
 * quoted, unquoted or absent, raw (references not decoded), in order.
 */
function lerAtributos(trecho: string): [string, string][] {
  const atributos: [string, string][] = [];
  const n = trecho.length;
  const separa = (c: string | undefined): boolean => c === undefined || ESPACO_HTML.has(c) || c === '/' || c === '>';
  let i = 0;
  while (i < n) {
    while (i < n && (ESPACO_HTML.has(trecho[i]!) || trecho[i] === '/')) i++;
    if (i >= n || trecho[i] === '>') break;
    // A name runs to a separator or '='; an '=' in first place belongs to it.
    const inicioNome = i++;
    while (i < n && !separa(trecho[i]) && trecho[i] !== '=') i++;
    const nome = trecho.slice(inicioNome, i).replace(/[A-Z]/g, (c) => c.toLowerCase());
    while (i < n && ESPACO_HTML.has(trecho[i]!)) i++;
    let valor = '';
    if (trecho[i] === '=') {
      i++;
      while (i < n && ESPACO_HTML.has(trecho[i]!)) i++;
      const aspa = trecho[i];
      if (aspa === '"' || aspa === "'") {
        const fim = trecho.indexOf(aspa, i + 1);
        valor = trecho.slice(i + 1, fim === -1 ? n : fim);
        i = fim === -1 ? n : fim + 1;
      } else {
        const inicioValor = i;
        while (i < n && !ESPACO_HTML.has(trecho[i]!) && trecho[i] !== '>') i++;
        valor = trecho.slice(inicioValor, i);
      }
    }
    atributos.push([nome.replace(/\u0000/g, '\ufffd'), valor.replace(/\u0000/g, '\ufffd')]);
  }
  return atributos;
}

/** HTML comments dropped, as xss's FilterXSS does unless allowCommentTag (an unclosed one runs to the end). */
function semComentarios(html: string): string {
  let saida = '';
  let de = 0;
  while (de < html.length) {
    const inicio = html.indexOf('<!--', de);
    if (inicio === -1) return saida + html.slice(de);
    saida += html.slice(de, inicio);
    const fim = html.indexOf('-->', inicio);
    if (fim === -1) break;
    de = fim + 3;
  }
  return saida;
}

/** The attributes' part of a tag's HTML (`<a href="x" />` -> `href="x" /`): after the name, without the '>'. */
function trechoDosAtributos(html: string): string {
  const espaco = /\s/.exec(html);
  if (!espaco) return '';
  return html.slice(espaco.index + 1, html.endsWith('>') ? -1 : undefined);
}

export function criarSanitizador(opcoes: OpcoesSanitizador): (html: string) => string {
  const paraTodas = opcoes.atributos['*'] ?? [];
  const tags = Object.keys(opcoes.atributos).filter((t) => t !== '*');
  const listadas = new Set(tags.map((t) => t.toLowerCase()));

  /** A kept tag's attributes: decoded, the first occurrence winning, as a browser reads them. */
  const atributosDaTag = (html: string): Record<string, string> => {
    const lidos: Record<string, string> = {};
    for (const [nome, valor] of lerAtributos(trechoDosAtributos(html)))
      if (!Object.prototype.hasOwnProperty.call(lidos, nome)) lidos[nome] = decodificarEntidades(valor);
    return lidos;
  };

  const abrir = (tag: string, html: string): string => {
    const permitidos = [...(opcoes.atributos[tag] ?? []), ...paraTodas];
    let atributos = atributosDaTag(html);
    const transformar = opcoes.transformar?.[tag];
    if (transformar) atributos = transformar(atributos);
    if (atributos.target && permitidos.includes('target')) {
      // A window opened from the app must get no handle on it (reverse tabnabbing); without rel, no target.
      const rel = (atributos.rel ?? '')
        .toLowerCase()
        .split(/[\t\n\f\r ]+/)
        .filter((r) => r && !['opener', 'noopener', 'noreferrer'].includes(r));
      atributos = { ...atributos, rel: [...rel, 'noopener', 'noreferrer'].join(' ') };
      if (!permitidos.includes('rel')) delete atributos.target;
    }
    const escritos = Object.entries(atributos).flatMap(([nome, valor]) => {
      if (!permitidos.includes(nome)) return [];
      if (valor === '' && nome !== 'alt') return [];
      if (ATRIBUTOS_DE_URL.has(nome) && !urlPermitida(tag, valor, opcoes)) return [];
      return [`${nome}="${escaparAtributo(valor)}"`];
    });
    const corpo = [tag, ...escritos].join(' ');
    return TAGS_VAZIAS.has(tag) ? `<${corpo} />` : `<${corpo}>`;
  };

  // Per call (a call runs to the end synchronously): the open kept tags (and how many of each, so a
  // stray closing tag costs no search), to close what the input left open, and whether the text
  // read now is a script-like tag's content.
  let abertas: string[] = [];
  let quantasAbertas = new Map<string, number>();
  let dentroDeCodigo = false;

  const fecharAte = (indice: number): string => {
    const fechadas = abertas.splice(indice).reverse();
    for (const t of fechadas) quantasAbertas.set(t, quantasAbertas.get(t)! - 1);
    return fechadas.map((t) => `</${t}>`).join('');
  };

  const aoLerTag = (tag: string, html: string, isClosing: boolean): string => {
    if (dentroDeCodigo) {
      if (isClosing && TAGS_SEM_TEXTO.includes(tag)) dentroDeCodigo = false;
      return '';
    }
    if (!isClosing && TAGS_SEM_TEXTO.includes(tag)) {
      dentroDeCodigo = true;
      return '';
    }
    // A tag the input ends inside of (no '>') is no tag to a browser.
    if (!listadas.has(tag) || !html.endsWith('>')) return '';
    if (TAGS_VAZIAS.has(tag)) return isClosing ? '' : abrir(tag, html);
    if (isClosing) return quantasAbertas.get(tag) ? fecharAte(abertas.lastIndexOf(tag)) : '';
    // As an HTML parser does: a new item closes the open one, a block closes an open paragraph.
    let implicito = '';
    while (abertas.length > 0 && FECHA_AO_ABRIR[tag]?.includes(abertas[abertas.length - 1]!))
      implicito += fecharAte(abertas.length - 1);
    abertas.push(tag);
    quantasAbertas.set(tag, (quantasAbertas.get(tag) ?? 0) + 1);
    return implicito + abrir(tag, html);
  };

  /** Text between tags, escaped as xss's FilterXSS escapes it; a script-like tag's content runs to its closing tag, or to the end. */
  const aoLerTexto = (texto: string): string =>
    dentroDeCodigo ? '' : texto.replace(/</g, '&lt;').replace(/>/g, '&gt;');

  return (html) => {
    if (!html) return '';
    abertas = [];
    quantasAbertas = new Map();
    dentroDeCodigo = false;
    // A '<' that cannot open a tag is text (as in a browser), not the start of one.
    const entrada = semComentarios(semSurrogatesSoltos(html).replace(/<(?![a-zA-Z/!?])/g, '&lt;'));
    return (
      parseTag(entrada, (_origem, _posicao, tag, trecho, isClosing) => aoLerTag(tag, trecho, isClosing), aoLerTexto) +
      fecharAte(0)
    );
  };
}

/** The text of some HTML: every tag goes (with the content of script and the like). */
export const somenteTexto = criarSanitizador({ atributos: {}, esquemas: [], relativoAoProtocolo: false });
