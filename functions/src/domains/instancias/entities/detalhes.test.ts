import { describe, expect, it } from 'vitest';
import { sanitizarDetalhes } from './detalhes';

/**
 * The details' allow-list (rich text, links, images, the editor's chips). The expected outputs are
 * what sanitize-html (the sanitiser before js-xss) produced for the same inputs.
 */
describe('card details sanitising', () => {
  it("keeps the editor's formatting, tables and chips", () => {
    const html =
      '<h1>t</h1><p>a <strong>b</strong> <u>c</u> <s>d</s> <del>e</del><ins>f</ins><sub>1</sub><sup>2</sup></p><hr>' +
      '<table><tr><td>1</td></tr></table><blockquote><p>q</p></blockquote><pre><code>c</code></pre>';
    expect(sanitizarDetalhes(html)).toBe(html.replace('<hr>', '<hr />'));
    expect(
      sanitizarDetalhes(
        '<span class="variavel" data-variavel="CLIENTE">{{CLIENTE}}</span><span class="mention" data-mention="A@b.com">@A</span>',
      ),
    ).toBe(
      '<span data-variavel="CLIENTE" class="variavel">{{CLIENTE}}</span><span data-mention="a@b.com" class="mention">@A</span>',
    );
  });

  it('keeps classes only on chips, and chips only of valid e-mails and variable names', () => {
    // Any class would style stored text with the app's CSS: a link made a full-window overlay.
    expect(
      sanitizarDetalhes(
        '<h1 class="t">t</h1><a href="https://x" class="ant-modal-wrap">a</a><span class="mention">s</span>',
      ),
    ).toBe('<h1>t</h1><a href="https://x">a</a><span>s</span>');
    expect(
      sanitizarDetalhes(
        '<span class="variavel x" data-variavel="nao valido">v</span><span data-mention="nao-email">m</span>',
      ),
    ).toBe('<span>v</span><span>m</span>');
  });

  it('keeps http(s), mailto, tel and relative links with name, target and rel (a target opens without opener)', () => {
    expect(sanitizarDetalhes('<a href="https://x.com" name="n" rel="nofollow" target="_blank">a</a>')).toBe(
      '<a href="https://x.com" name="n" rel="nofollow noopener noreferrer" target="_blank">a</a>',
    );
    expect(sanitizarDetalhes('<a href="https://x.com" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://x.com" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizarDetalhes('<a href="https://x.com" target="_blank">a</a>')).toBe(
      '<a href="https://x.com" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizarDetalhes('<a href="https://x.com" rel="nofollow">a</a>')).toBe(
      '<a href="https://x.com" rel="nofollow">a</a>',
    );
    expect(
      sanitizarDetalhes(
        '<a href="tel:123">t</a><a href="mailto:a@b.com">m</a><a href="/r">r</a><a href="//x.com">p</a>',
      ),
    ).toBe('<a href="tel:123">t</a><a href="mailto:a@b.com">m</a><a href="/r">r</a><a href="//x.com">p</a>');
  });

  it('keeps http(s) and data images with their allowed attributes', () => {
    expect(sanitizarDetalhes('<IMG SRC="https://x/a.png" WIDTH=10 HEIGHT="20" title="t" onerror="y">')).toBe(
      '<img src="https://x/a.png" width="10" height="20" title="t" />',
    );
    expect(sanitizarDetalhes('<img src="data:image/png;base64,AAAA" alt="">')).toBe(
      '<img src="data:image/png;base64,AAAA" alt="" />',
    );
  });

  it.each([
    ['<a href="javascript:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="&#x6A;avascript:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="javascript&colon;alert(1)">j</a>', '<a>j</a>'],
    ['<a href="java&Tab;script:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">d</a>', '<a>d</a>'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<img src="x"/onerror=alert(1)>', '<img src="x" />'],
    ['<svg onload=alert(1)><circle/></svg>x', 'x'],
    ['<p>Oi<script>alert(1)</script></p>', '<p>Oi</p>'],
    ['<script>alert(1)', ''],
    ['<p style="color:red" onclick="x()">c</p>', '<p>c</p>'],
    ['<iframe src="https://x"></iframe>i', 'i'],
    ['<table><tr><td>1<td>2</table>', '<table><tr><td>1</td><td>2</td></tr></table>'],
    ['<p><em>aberto', '<p><em>aberto</em></p>'],
  ])('sanitises %s', (html, esperado) => {
    expect(sanitizarDetalhes(html)).toBe(esperado);
  });

  it("stores the editor's empty value as ''", () => {
    expect(sanitizarDetalhes('<p><br></p>')).toBe('');
    expect(sanitizarDetalhes(undefined)).toBe('');
  });
});
