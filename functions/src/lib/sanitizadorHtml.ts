import type { parseAttr as ParseAttr, parseTag as ParseTag } from 'xss';
// @ts-expect-error xss types its parser only through its index, whose default filter would bundle cssfilter too
import { parseAttr as lerAtributosXss, parseTag as lerTagsXss } from 'xss/lib/parser.js';

/**
 * An allow-list HTML sanitiser on js-xss's parser (`xss/lib/parser.js`, ~3 KB bundled; sanitize-html
 * with its CSS parser and entity tables was ~300 KB of every Lambda that sanitised, and xss's own
 * FilterXSS another ~17 KB with its default lists and cssfilter): a tag is kept only when listed,
 * an attribute only when listed for its tag (or for '*'), a URL only with an allowed scheme. The
 * kept tags are rebuilt from their parsed attributes, so nothing the parser did not understand
 * survives. The rules follow what sanitize-html did with the same options: disallowed tags go and
 * their text stays, except script/style/textarea/option/xmp whose content goes too; void tags are
 * written `<br />`; an empty attribute goes (except alt); comments go.
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
const BLOCOS = ['address', 'article', 'aside', 'blockquote', 'div', 'dl', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul'];
const FECHA_AO_ABRIR: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(BLOCOS.map((t) => [t, ['p']])),
  li: ['li'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  tr: ['tr', 'td', 'th'],
  td: ['td', 'th'],
  th: ['td', 'th'],
};
const ATRIBUTOS_DE_URL = new Set(['href', 'src', 'cite', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'ping', 'longdesc', 'usemap']);

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
 * before reading the value. Other named references stay as written: none of them can make a scheme.
 */
export function decodificarEntidades(valor: string): string {
  return valor.replace(/&(?:#(\d+);?|#x([0-9a-f]+);?|([a-z]+);)/gi, (todo, dec?: string, hex?: string, nome?: string) => {
    if (dec ?? hex) {
      const codigo = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
      return codigo > 0 && codigo <= 0x10ffff ? String.fromCodePoint(codigo) : '\ufffd';
    }
    return NOMEADAS[nome!.toLowerCase()] ?? todo;
  });
}

const escaparAtributo = (valor: string): string =>
  valor.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The URL's scheme as a browser reads it (controls and whitespace dropped), or null when relative. */
function esquemaDe(url: string): string | null {
  const limpa = url.replace(/[\u0000-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\ufeff]+/g, '');
  const m = /^([a-z][a-z0-9.+-]*):/i.exec(limpa);
  return m ? m[1]!.toLowerCase() : null;
}

function urlPermitida(tag: string, url: string, opcoes: OpcoesSanitizador): boolean {
  const limpa = url.trim();
  if (/^[\\/]{2}/.test(limpa.replace(/[\t\n\r]/g, ''))) return opcoes.relativoAoProtocolo;
  const esquema = esquemaDe(limpa);
  if (esquema === null) return true;
  return (opcoes.esquemasPorTag?.[tag] ?? opcoes.esquemas).includes(esquema);
}

const parseTag: typeof ParseTag = lerTagsXss;
const parseAttr: typeof ParseAttr = lerAtributosXss;

/** Text between tags, as xss's FilterXSS escapes it. */
const escaparTexto = (texto: string): string => texto.replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

interface TagLida {
  /** Whether the tag is listed (xss's whiteList). */
  isWhite: boolean;
  isClosing: boolean;
  /** Where the tag's output starts in the output so far. */
  position: number;
}

/**
 * What xss's FilterXSS.process did with the filters below (a whiteList, no comments, an onTag that
 * always answers), on its parser alone: comments go, each tag is what `aoLerTag` answers, the text
 * between tags is escaped.
 */
function processar(html: string, listadas: ReadonlySet<string>, aoLerTag: (tag: string, html: string, info: TagLida) => string): string {
  if (!html) return '';
  return parseTag(
    semComentarios(html),
    (_origem, position, tag, trecho, isClosing) => aoLerTag(tag, trecho, { isWhite: listadas.has(tag), isClosing, position }),
    escaparTexto,
  );
}

/** The attributes' part of a tag's HTML (`<a href="x" />` -> `href="x"`), as xss's FilterXSS cuts it. */
function trechoDosAtributos(html: string): string {
  const espaco = /\s/.exec(html);
  if (!espaco) return '';
  const trecho = html.slice(espaco.index + 1, -1).trim();
  return trecho.endsWith('/') ? trecho.slice(0, -1).trim() : trecho;
}

export function criarSanitizador(opcoes: OpcoesSanitizador): (html: string) => string {
  const paraTodas = opcoes.atributos['*'] ?? [];
  const tags = Object.keys(opcoes.atributos).filter((t) => t !== '*');
  const listadas = new Set(tags.map((t) => t.toLowerCase()));

  /** A kept tag's attributes, read by xss's own attribute parser: decoded, the first occurrence winning, as a browser reads them. */
  const atributosDaTag = (html: string): Record<string, string> => {
    const lidos: Record<string, string> = {};
    processar(html, listadas, (_tag, trecho, { isWhite, isClosing }) => {
      if (isWhite && !isClosing)
        parseAttr(trechoDosAtributos(trecho), (nome, valor) => {
          if (!Object.prototype.hasOwnProperty.call(lidos, nome)) lidos[nome] = decodificarEntidades(valor);
          return '';
        });
      return '';
    });
    return lidos;
  };

  const abrir = (tag: string, html: string): string => {
    const permitidos = [...(opcoes.atributos[tag] ?? []), ...paraTodas];
    let atributos = atributosDaTag(html);
    const transformar = opcoes.transformar?.[tag];
    if (transformar) atributos = transformar(atributos);
    const escritos = Object.entries(atributos).flatMap(([nome, valor]) => {
      if (!permitidos.includes(nome)) return [];
      if (valor === '' && nome !== 'alt') return [];
      if (ATRIBUTOS_DE_URL.has(nome) && !urlPermitida(tag, valor, opcoes)) return [];
      return [`${nome}="${escaparAtributo(valor)}"`];
    });
    const corpo = [tag, ...escritos].join(' ');
    return TAGS_VAZIAS.has(tag) ? `<${corpo} />` : `<${corpo}>`;
  };

  // Per call (a call runs to the end synchronously): the open kept tags, to close what the
  // input left open, and where a script-like tag's content began and ended in the output.
  let abertas: string[] = [];
  let inicioDoCorte: number | null = null;
  let cortes: [number, number][] = [];

  const fecharAte = (indice: number): string => {
    const fechadas = abertas.splice(indice).reverse();
    return fechadas.map((t) => `</${t}>`).join('');
  };

  const aoLerTag = (tag: string, html: string, { isWhite, isClosing, position }: TagLida): string => {
    if (inicioDoCorte !== null) {
      if (isClosing && TAGS_SEM_TEXTO.includes(tag)) {
        cortes.push([inicioDoCorte, position]);
        inicioDoCorte = null;
      }
      return '';
    }
    if (!isClosing && TAGS_SEM_TEXTO.includes(tag)) {
      inicioDoCorte = position;
      return '';
    }
    if (!isWhite) return '';
    if (TAGS_VAZIAS.has(tag)) return isClosing ? '' : abrir(tag, html);
    if (isClosing) {
      const indice = abertas.lastIndexOf(tag);
      return indice === -1 ? '' : fecharAte(indice);
    }
    // As an HTML parser does: a new item closes the open one, a block closes an open paragraph.
    let implicito = '';
    while (abertas.length > 0 && FECHA_AO_ABRIR[tag]?.includes(abertas[abertas.length - 1]!)) implicito += fecharAte(abertas.length - 1);
    abertas.push(tag);
    return implicito + abrir(tag, html);
  };

  return (html) => {
    abertas = [];
    inicioDoCorte = null;
    cortes = [];
    // A '<' that cannot open a tag is text (as in a browser), not the start of one.
    let saida = processar(html.replace(/<(?![a-zA-Z/!?])/g, '&lt;'), listadas, aoLerTag);
    // Script-like content runs to its closing tag, or to the end when there is none.
    if (inicioDoCorte !== null) cortes.push([inicioDoCorte, saida.length]);
    for (const [de, ate] of [...cortes].reverse()) saida = saida.slice(0, de) + saida.slice(ate);
    return saida + fecharAte(0);
  };
}

/** The text of some HTML: every tag goes (with the content of script and the like). */
export const somenteTexto = criarSanitizador({ atributos: {}, esquemas: [], relativoAoProtocolo: false });
