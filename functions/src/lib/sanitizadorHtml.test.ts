import { parseFragment, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizarComentario } from '../domains/cards/entities/comentario';
import { sanitizarDetalhes } from '../domains/instancias/entities/detalhes';
import { criarSanitizador, somenteTexto } from './sanitizadorHtml';

/**
 * The oracle of the sanitiser's tests: reads its output with parse5 (the WHATWG parsing algorithm,
 * what a browser's innerHTML runs) and says what a browser would have that the policy forbids.
 * URLs are read with Node's WHATWG URL, so a scheme is found exactly as a browser finds it.
 */
interface PoliticaHtml {
  /** Tag -> attributes it may have; '*' lists attributes any tag may have. */
  tags: Readonly<Record<string, readonly string[]>>;
  /** Schemes a link may have (without ':'); relative URLs always may. */
  esquemas: readonly string[];
  esquemasPorTag?: Readonly<Record<string, readonly string[]>>;
  /** Whether `//host/...` may point at another host. */
  relativoAoProtocolo: boolean;
  /** The only values `class` may have (any other would style the text with the app's CSS). */
  classes?: readonly string[];
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const URLS = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
  'ping',
  'longdesc',
  'usemap',
]);
const ORIGEM = 'app.invalid';
// The SPA puts the HTML into a <div> (HtmlSeguro): parse in that context.
const DIV = parseFragment('<div></div>').childNodes[0] as T.Element;

const ler = (html: string): T.DocumentFragment => parseFragment(DIV, html, {});

/** Why the URL is forbidden, or null. */
function urlProibida(valor: string, tag: string, p: PoliticaHtml): string | null {
  let segura: URL, simples: URL;
  try {
    segura = new URL(valor, `https://${ORIGEM}/d/`);
    simples = new URL(valor, `http://${ORIGEM}/d/`);
  } catch {
    return null; // an invalid URL navigates nowhere
  }
  // A relative URL takes the page's scheme: it differs between the two bases.
  if (segura.protocol !== simples.protocol)
    return segura.host !== ORIGEM && !p.relativoAoProtocolo ? `URL relativa ao protocolo (${segura.host})` : null;
  const permitidos = p.esquemasPorTag?.[tag] ?? p.esquemas;
  return permitidos.includes(segura.protocol.slice(0, -1)) ? null : `esquema ${segura.protocol}`;
}

/** What the browser would build from `html` that the policy forbids (empty when nothing). */
function problemasNoNavegador(html: string, p: PoliticaHtml): string[] {
  const problemas: string[] = [];
  const visitar = (no: T.ChildNode | T.Template['content']): void => {
    if (no.nodeName === '#comment' || no.nodeName === '#documentType') problemas.push(no.nodeName);
    if ('tagName' in no) {
      const permitidos = p.tags[no.tagName];
      if (no.namespaceURI !== HTML_NS) problemas.push(`<${no.tagName}> em ${no.namespaceURI}`);
      if (!permitidos) problemas.push(`<${no.tagName}>`);
      for (const { name, value, prefix } of no.attrs) {
        const nome = prefix ? `${prefix}:${name}` : name;
        if (!permitidos?.includes(nome) && !p.tags['*']?.includes(nome)) problemas.push(`${no.tagName}[${nome}]`);
        if (nome === 'class' && p.classes && !p.classes.includes(value))
          problemas.push(`${no.tagName}[class="${value}"]`);
        const url = URLS.has(nome) ? urlProibida(value, no.tagName, p) : null;
        if (url) problemas.push(`${no.tagName}[${nome}="${value}"]: ${url}`);
      }
      const alvo = no.attrs.find((a) => a.name === 'target');
      const rel = (no.attrs.find((a) => a.name === 'rel')?.value ?? '').toLowerCase().split(/\s+/);
      // A new window must not get a handle on the app's window (reverse tabnabbing).
      if (alvo && (rel.includes('opener') || !(rel.includes('noopener') || rel.includes('noreferrer'))))
        problemas.push(`${no.tagName} com target sem noopener (rel="${rel.join(' ')}")`);
      if (no.tagName === 'template') visitar((no as T.Template).content);
    }
    if ('childNodes' in no) for (const filho of no.childNodes) visitar(filho);
  };
  const arvore = ler(html);
  visitar(arvore);
  // Mutation XSS: what the browser serialises must read back as the same tree.
  const uma = serialize(arvore);
  if (serialize(ler(uma)) !== uma) problemas.push(`muda ao reler: ${uma}`);
  return problemas;
}

// The policies the callers promise (comentario.ts, detalhes.ts): the tests hold the sanitisers to them.
const COMENTARIO: PoliticaHtml = {
  tags: {
    ...Object.fromEntries(
      ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'].map((t) => [
        t,
        [],
      ]),
    ),
    a: ['href', 'target', 'rel'],
    span: ['data-mention', 'data-variavel', 'class'],
  },
  esquemas: ['http', 'https', 'mailto'],
  relativoAoProtocolo: false,
  classes: ['mention', 'variavel'],
};
const TAGS_DE_TEXTO =
  'address article aside footer header h1 h2 h3 h4 h5 h6 hgroup main nav section blockquote dd div dl dt figcaption figure hr li menu ol p pre ul abbr b bdi bdo br cite code data dfn em i kbd mark q rb rp rt rtc ruby s samp small strong sub sup time u var wbr caption col colgroup table tbody td tfoot th thead tr del ins';
const DETALHES: PoliticaHtml = {
  tags: {
    ...Object.fromEntries(TAGS_DE_TEXTO.split(' ').map((t) => [t, []])),
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['data-mention', 'data-variavel', 'class'],
  },
  esquemas: ['http', 'https', 'mailto', 'tel'],
  esquemasPorTag: { img: ['http', 'https', 'data'] },
  relativoAoProtocolo: true,
  classes: ['mention', 'variavel'],
};
const TEXTO: PoliticaHtml = { tags: {}, esquemas: [], relativoAoProtocolo: false };

/**
 * URLs a browser runs or leaves the allowed schemes with, written as an attribute's text: case,
 * whitespace and controls a URL parser drops, character references with and without ';' (decimal,
 * hex, leading zeros, named), other schemes, protocol-relative forms.
 */
const URLS_HOSTIS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  'java\u0000script:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  'jav&#x0D;ascript:alert(1)',
  'jav&#9ascript:alert(1)',
  '&#14;javascript:alert(1)',
  '&#x20;javascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#X6a;avascript:alert(1)',
  '&#0000106avascript:alert(1)',
  '&#x0000006a;avascript:alert(1)',
  '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  'javascript&colon;alert(1)',
  'javascript&COLON;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#58alert(1)',
  'javascript&#x3a;alert(1)',
  'javascript&#x3A alert(1)',
  'java&Tab;script:alert(1)',
  'java&NewLine;script:alert(1)',
  'jav&#x61;script:alert(1)',
  '  \n  javascript:alert(1)  ',
  'javascript://%0aalert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  'blob:https://x/1',
  'ftp://x/y',
  '//evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  '\\/evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '\u0001//evil.example/x',
  '\u0000//evil.example/x',
  ' //evil.example/x',
  '&#14;//evil.example/x',
  '&#47;/evil.example/x',
  '&#x2F;&#x2F;evil.example/x',
  '/&#92;evil.example/x',
  '/&Tab;/evil.example/x',
  '///evil.example/x',
  'https:\\\\evil.example',
];
const URLS_EM_ATRIBUTOS = URLS_HOSTIS.flatMap((u) => [
  `<a href="${u}">x</a>`,
  `<a href='${u}'>x</a>`,
  `<a href=${u}>x</a>`,
  `<a title="t" href = "${u}" target="_blank">x</a>`,
  `<img src="${u}">`,
  `<img src=${u}>`,
]);

/** Markup attacks: handlers, attribute parsing quirks, mutation XSS, raw-text and foreign content, comments. */
const MARCACAO_HOSTIL = [
  // handlers and attribute separators
  '<img src=x onerror=alert(1)//>',
  '<img/src=x/onerror=alert(1)>',
  '<img src="x"onerror="alert(1)">',
  '<img src=`x`onerror=alert(1)>',
  '<img src=x onerror\n=\nalert(1)>',
  '<img src=x on\u0000error=alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<IMG SRC=x ONERROR=alert(1)>',
  '<p/onclick=alert(1)>x</p>',
  '<p onclick=alert(1)//>x</p>',
  '<p\u000bonclick=alert(1)>x</p>',
  '<p\u00a0onclick=alert(1)>x</p>',
  '<p\fonclick=alert(1)>x</p>',
  '<a href="https://ok"title="x"onclick="alert(1)">x</a>',
  '<a href=https://ok\u000bonclick=alert(1)>x</a>',
  '<a href="https://ok" title="x\'onmouseover=\'alert(1)">x</a>',
  '<a title=">" href="javascript:alert(1)">x</a>',
  '<a title="\'" href="javascript:alert(1)" x="\'">x</a>',
  '<a title=\'"\' href="javascript:alert(1)">x</a>',
  '<a title=x"y href="javascript:alert(1)">x</a>',
  '<a title= "x" href= javascript:alert(1)>x</a>',
  '<a href="https://ok" href="javascript:alert(1)">x</a>',
  '<a href="javascript:alert(1)" href="https://ok">x</a>',
  '<a HREF="javascript:alert(1)" href="https://ok">x</a>',
  '<a/href="javascript:alert(1)">x</a>',
  '<a\nhref="javascript:alert(1)">x</a>',
  '<a\thref="javascript:alert(1)">x</a>',
  '<a\fhref="javascript:alert(1)">x</a>',
  '<a href="javascript:alert(1)"/>x',
  '<a href=javascript:alert(1)//>x</a>',
  '<a href="javascript:alert(1)" <p>x',
  '<a href="https://ok" <img src=x onerror=alert(1)>>x</a>',
  '<b <img src=x onerror=alert(1)>>',
  '<p title="</p><img src=x onerror=alert(1)>">',
  "<p title='\"><img src=x onerror=alert(1)>'>",
  '<p title="&quot;><img src=x onerror=alert(1)>">',
  '<a href="https://ok/&quot;onclick=&quot;alert(1)">x</a>',
  '<a href="https://ok"',
  '<a href="javascript:alert(1)',
  '<a href="javascript:alert(1)>x</a><p>y</p>',
  // targets
  '<a href="https://ok" target="_blank">x</a>',
  '<a href="https://ok" target="_blank" rel="opener">x</a>',
  '<a href="https://ok" target=_blank rel="noopener opener">x</a>',
  '<a href="https://ok" TARGET="_blank" REL="nofollow">x</a>',
  '<a href="https://ok" target="janela" rel="">x</a>',
  '<a href="https://ok" target="_blank" rel="noreferrer">x</a>',
  // chips and classes
  '<a href="https://ok" class="ant-modal-wrap">x</a>',
  '<p class="pular-para-conteudo">x</p>',
  '<span data-mention="a@b.com" onclick="alert(1)">@a</span>',
  '<span class="mention" data-mention="\'><img src=x onerror=alert(1)>@x.com">@x</span>',
  '<span data-mention="a@b.com&quot; onclick=&quot;alert(1)">@a</span>',
  '<span data-variavel="X&quot; onmouseover=&quot;alert(1)">{{X}}</span>',
  // styles and other schemes' carriers
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<span style="x:expression(alert(1))">x</span>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<img srcset="javascript:alert(1) 1x">',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:/a/-alert(1)///////"><a href=../x>x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<q cite="javascript:alert(1)">x</q>',
  '<blockquote cite="javascript:alert(1)">x</blockquote>',
  '<a href="https://ok" name="cookie" id="x">x</a>',
  '<img src="x" name="getElementById" id="body">',
  // scripts and raw text
  '<script>alert(1)</script>',
  '<script\u0020type="text/javascript">alert(1)</script>',
  '<script/src="//evil.example"></script>',
  '<SCRIPT SRC=//evil.example/x.js?< B >',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<\u0000script>alert(1)</script>',
  '<script>alert(1)</script ',
  '<script><!--</script><img src=x onerror=alert(1)>-->',
  '<style><img title="</style><img src onerror=alert(1)>"></style>',
  '<textarea><img title="</textarea><img src onerror=alert(1)>"></textarea>',
  '<title><img title="</title><img src onerror=alert(1)>"></title>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>',
  '<noframes><img title="</noframes><img src onerror=alert(1)>"></noframes>',
  '<xmp><img title="</xmp><img src onerror=alert(1)>"></xmp>',
  '<iframe><img title="</iframe><img src onerror=alert(1)>"></iframe>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<listing><img src=x onerror=alert(1)></listing>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<template><script>alert(1)</script><img src=x onerror=alert(1)></template>',
  // foreign content and namespace confusion (mutation XSS)
  '<svg onload=alert(1)>',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
  '<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>',
  '<math><style><img src=x onerror=alert(1)></style></math>',
  '<svg><foreignObject><p><img src=x onerror=alert(1)></p></foreignObject></svg>',
  '<a href="https://x"><a href="javascript:alert(1)">y</a></a>',
  '<table><a href="javascript:alert(1)">x</a><td>y</table>',
  '<p><table><p>x</table>',
  '<ul><li><a href=//evil.example>x</ul>',
  '<b><p>x</b>y</p>',
  // comments, CDATA, processing instructions
  '<!--><img src=x onerror=alert(1)>-->',
  '<!---><img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)>-->',
  '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  '<p title="<!--">x</p><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<?xml version="1.0"?><img src=x onerror=alert(1)>',
  '<!DOCTYPE html><img src=x onerror=alert(1)>',
  '<! <img src=x onerror=alert(1)>>',
  '<? <img src=x onerror=alert(1)>>',
  // text that looks like markup
  '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
  '<p>&#60;img src=x onerror=alert(1)&#62;</p>',
  '<p>&lt</p>&ltimg src=x onerror=alert(1)&gt',
  '<a href="https://ok">&lt;/a&gt;&lt;script&gt;</a>',
  '</p><img src=x onerror=alert(1)>',
  '< img src=x onerror=alert(1)>',
  '<p>1 < 2 > 0</p><3',
  // malformed UTF-16 and odd references
  '<p>\ud800x\udfff</p>',
  '<a href="https://x/\udfff">x</a>',
  '<a href="&#xD800;javascript:alert(1)">x</a>',
  '<a href="&#0;javascript:alert(1)">x</a>',
  '<a href="&#x110000;javascript:alert(1)">x</a>',
  '<a href="&#128;javascript:alert(1)">x</a>',
];

const VETORES = [...URLS_EM_ATRIBUTOS, ...MARCACAO_HOSTIL];

describe('the oracle', () => {
  it('sees what a browser would run or load', () => {
    expect(problemasNoNavegador('<a href="java&#9;script:x">a</a>', COMENTARIO)).toEqual([
      'a[href="java\tscript:x"]: esquema javascript:',
    ]);
    expect(problemasNoNavegador('<a href=" \u0001//evil.example">a</a>', COMENTARIO)).toEqual([
      'a[href=" \u0001//evil.example"]: URL relativa ao protocolo (evil.example)',
    ]);
    expect(problemasNoNavegador('<img src=x onerror=y>', DETALHES)).toEqual(['img[onerror]']);
    expect(problemasNoNavegador('<a href="https://x" target="_blank">a</a>', DETALHES)).toEqual([
      'a com target sem noopener (rel="")',
    ]);
    expect(problemasNoNavegador('<p><svg><style><img src=x></style></svg></p>', DETALHES)).toContain(
      '<svg> em http://www.w3.org/2000/svg',
    );
    expect(problemasNoNavegador('<!--x--><p>a</p>', DETALHES)).toEqual(['#comment']);
    expect(problemasNoNavegador('<span class="mention x">a</span>', DETALHES)).toEqual(['span[class="mention x"]']);
  });

  it('lets through what the policies allow', () => {
    expect(
      problemasNoNavegador(
        '<p>a <a href="https://x/?a=1&amp;b" target="_blank" rel="noopener noreferrer">l</a> <a href="#s">s</a></p>',
        COMENTARIO,
      ),
    ).toEqual([]);
    expect(
      problemasNoNavegador(
        '<table><tr><td>1</td></tr></table><img src="data:image/png;base64,AA" /><a href="//x.com">x</a>',
        DETALHES,
      ),
    ).toEqual([]);
  });
});

describe.each([
  ['comment', sanitizarComentario, COMENTARIO],
  ['details', sanitizarDetalhes, DETALHES],
  ['text only', somenteTexto, TEXTO],
] as const)('%s sanitiser: nothing outside its policy reaches the browser', (_nome, sanitizar, politica) => {
  it.each(VETORES.map((v) => [JSON.stringify(v), v]))('%s', (_rotulo, html) => {
    const saida = sanitizar(html);
    expect(problemasNoNavegador(saida, politica), saida).toEqual([]);
    // Stored HTML goes back through the sanitiser when edited: a second pass must not open anything.
    expect(problemasNoNavegador(sanitizar(saida), politica)).toEqual([]);
  });
});

describe('random markup from hostile pieces', () => {
  // A fixed seed: the same 3,000 inputs every run (runs of 300,000 found nothing more).
  const PECAS = [
    '<',
    '>',
    '</',
    '/>',
    '"',
    "'",
    '`',
    '=',
    ' ',
    '\n',
    '\t',
    '\f',
    '\u0000',
    '\u0001',
    '\u00a0',
    '/',
    'a',
    'p',
    'b',
    'img',
    'span',
    'svg',
    'math',
    'style',
    'script',
    'textarea',
    'title',
    'noscript',
    'template',
    'table',
    'li',
    'href',
    'src',
    'target',
    'rel',
    'class',
    'mention',
    'ant-x',
    'data-mention',
    'data-variavel',
    'X_1',
    'onerror',
    'javascript:',
    'java',
    'script:',
    '&#106;',
    '&#x6a',
    '&colon;',
    '&Tab;',
    '&#58',
    '&#14;',
    '&',
    ';',
    '<!--',
    '-->',
    '--!>',
    '<!',
    '<?',
    ']]>',
    '<![CDATA[',
    'x',
    '//evil',
    '\\\\',
    'data:',
    'https:',
    '_blank',
    'opener',
    '&quot;',
    '&lt;',
    'a@b.com',
    '\ud800',
    'xlink:href',
    'mglyph',
    'mtext',
    'iframe',
    'srcdoc',
  ];
  let semente = 11;
  const aleatorio = (): number => (semente = (semente * 1103515245 + 12345) % 2147483648) / 2147483648;
  const entradas = Array.from({ length: 3_000 }, () =>
    Array.from({ length: 1 + Math.floor(aleatorio() * 40) }, () => PECAS[Math.floor(aleatorio() * PECAS.length)]).join(
      '',
    ),
  );

  it.each([
    ['comment', sanitizarComentario, COMENTARIO],
    ['details', sanitizarDetalhes, DETALHES],
    ['text only', somenteTexto, TEXTO],
  ] as const)('%s sanitiser', (_nome, sanitizar, politica) => {
    for (const html of entradas) {
      const saida = sanitizar(html);
      expect(problemasNoNavegador(saida, politica), JSON.stringify(html)).toEqual([]);
      expect(Buffer.from(saida, 'utf8').toString('utf8'), JSON.stringify(html)).toBe(saida);
    }
  });
});

/** Regression tests of the holes the review above found. */
describe('sanitiser holes', () => {
  const links = criarSanitizador({
    atributos: { a: ['href'], p: ['title'] },
    esquemas: ['https'],
    relativoAoProtocolo: false,
  });

  it('reads a protocol-relative URL behind leading controls or spaces as the browser does', () => {
    for (const url of [
      '\u0001//evil.example',
      '&#14;//evil.example',
      '\u0001\\\\evil.example',
      ' \u001f/\t/evil.example',
      '&#x1f;&Tab;/&NewLine;\\evil.example',
    ])
      expect(links(`<a href="${url}">x</a>`)).toBe('<a>x</a>');
    expect(links('<a href="/x//y">x</a><a href="https://ok.example">y</a>')).toBe(
      '<a href="/x//y">x</a><a href="https://ok.example">y</a>',
    );
  });

  it('opens a kept target without opener, and keeps no target where rel may not go', () => {
    const comRel = criarSanitizador({
      atributos: { a: ['href', 'target', 'rel'] },
      esquemas: ['https'],
      relativoAoProtocolo: false,
    });
    expect(comRel('<a href="https://x" target="_blank" rel="OPENER nofollow">x</a>')).toBe(
      '<a href="https://x" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(comRel('<a href="https://x" target="w">x</a>')).toBe(
      '<a href="https://x" target="w" rel="noopener noreferrer">x</a>',
    );
    const semRel = criarSanitizador({
      atributos: { a: ['href', 'target'] },
      esquemas: ['https'],
      relativoAoProtocolo: false,
    });
    expect(semRel('<a href="https://x" target="_blank" rel="noopener">x</a>')).toBe('<a href="https://x">x</a>');
  });

  it('answers in time linear in the input, whatever its shape', () => {
    // Each of these took from seconds (20 KB, a comment's limit) to hours (100 KB, the details'
    // limit) when attributes were read by js-xss's parseAttr, which copied the tag per space.
    const n = 100_000;
    const formas = [
      '<p ' + 'a=b '.repeat(n / 4) + '>',
      '<p x' + ' '.repeat(n) + 'y>',
      '<p title=' + '" '.repeat(n / 2),
      '<p ' + ' "'.repeat(n / 2) + '>',
      '<p title="' + '&#106'.repeat(n / 5) + '">',
      '<b>'.repeat(n / 7) + '</i>'.repeat(n / 7),
      '<p>'.repeat(n / 3),
      '<script></script>a'.repeat(n / 18),
      '<p <p'.repeat(n / 5),
    ];
    for (const html of formas) {
      const inicio = performance.now();
      links(html);
      expect(performance.now() - inicio, html.slice(0, 20)).toBeLessThan(3_000);
    }
  });

  it('writes well-formed UTF-16: lone surrogates and references to them become U+FFFD', () => {
    expect(links('<p title="&#xD800;\udc00">\ud800x&#55296;</p>')).toBe('<p title="\ufffd\ufffd">\ufffdx&#55296;</p>');
    expect(links('<p>\ud83d\ude00</p>')).toBe('<p>\ud83d\ude00</p>');
  });

  it('reads attributes as the HTML tokenizer does', () => {
    expect(links('<a href=https://x/y/>x</a>')).toBe('<a href="https://x/y/">x</a>');
    expect(links('<p title="a"href="https://x"/>x</p>')).toBe('<p title="a">x</p>');
    expect(links('<a title/href="javascript:x" href="https://x">x</a>')).toBe('<a>x</a>');
    expect(links('<a h\u0000ref="https://x">x</a>')).toBe('<a>x</a>');
    // A NUL is U+FFFD to the tokenizer: no longer a control the URL parser drops.
    expect(links('<a href="\u0000//x.example">x</a>')).toBe('<a href="\ufffd//x.example">x</a>');
    // A tag the input ends inside of is no tag.
    expect(links('x<a href=https://x')).toBe('x');
  });
});
