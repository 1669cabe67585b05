import { describe, expect, it } from 'vitest';
import { comentarioVazio, sanitizarComentario } from './comentario';

/**
 * Attacks on the comment sanitiser. The expected outputs are what sanitize-html (the sanitiser
 * before js-xss) produced for the same inputs, so these pin the allow-list across the swap.
 */
const LINK = 'target="_blank" rel="noopener noreferrer"';

describe('comment sanitising against XSS', () => {
  it.each([
    ['<a href="javascript:alert(1)">a</a>'],
    ['<a href="JaVaScRiPt:alert(1)">a</a>'],
    ["<a href='javascript:alert(1)'>a</a>"],
    ['<a href=javascript:alert(1)>a</a>'],
    ['<a href=" javascript:alert(1)">a</a>'],
    ['<a href="java\tscript:alert(1)">a</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">a</a>'],
    ['<a href="&#106;avascript:alert(1)">a</a>'],
    ['<a href="&#x6A;avascript:alert(1)">a</a>'],
    ['<a href="&#0000106avascript:alert(1)">a</a>'],
    ['<a href="javascript&colon;alert(1)">a</a>'],
    ['<a href="java&Tab;script:alert(1)">a</a>'],
    ['<a href="vbscript:x">a</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">a</a>'],
    ['<a href="//evil.com">a</a>'],
    ['<a href="\\\\evil.com">a</a>'],
  ])('drops the href of %s and keeps the link text', (html) => {
    expect(sanitizarComentario(html)).toBe(`<a ${LINK}>a</a>`);
  });

  it('keeps http(s), mailto and relative links, entities as written', () => {
    expect(sanitizarComentario('<a href="https://x.com/?a=1&amp;b=2">l</a>')).toBe(
      `<a href="https://x.com/?a=1&amp;b=2" ${LINK}>l</a>`,
    );
    expect(sanitizarComentario('<a href="mailto:a@b.com">m</a>')).toBe(`<a href="mailto:a@b.com" ${LINK}>m</a>`);
    expect(sanitizarComentario('<a href="#s">s</a>')).toBe(`<a href="#s" ${LINK}>s</a>`);
    expect(sanitizarComentario('<a href="http://a.com/&quot;onclick=&quot;x">q</a>')).toBe(
      `<a href="http://a.com/&quot;onclick=&quot;x" ${LINK}>q</a>`,
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="x"/onerror=alert(1)>', ''],
    ['<a href="https://x" onmouseover=alert(1)>a</a>', `<a href="https://x" ${LINK}>a</a>`],
    ['<p onclick="x()">c</p>', '<p>c</p>'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<svg><a xlink:href="javascript:alert(1)">x</a></svg>', `<a ${LINK}>x</a>`],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
    ['<script>alert(1)</script>texto', 'texto'],
    ['<SCRIPT>alert(1)</SCRIPT>t', 't'],
    ['<script>alert(1)', ''],
    ['<style>p{color:red}</style>t', 't'],
    ['<textarea><p>x</p></textarea>y', 'y'],
    ['<iframe src="https://x"></iframe>i', 'i'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
    ['<IMG """><SCRIPT>alert("XSS")</SCRIPT>">', '"&gt;'],
    ['<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    // Quotes in the value are written back escaped: no way out of the attribute.
    [
      '<span data-mention="x&quot;onclick=&quot;y@z.com">m</span>',
      '<span data-mention="x&quot;onclick=&quot;y@z.com" class="mention">m</span>',
    ],
    ['<span class="variavel" data-variavel="A B" onclick="x">{{A B}}</span>', '<span>{{A B}}</span>'],
    ['<p style="color:red" class="x">c</p>', '<p>c</p>'],
    ['<!-- c --><p>d</p>', '<p>d</p>'],
  ])('sanitises %s', (html, esperado) => {
    expect(sanitizarComentario(html)).toBe(esperado);
  });

  it('closes what the input left open and drops stray closing tags', () => {
    expect(sanitizarComentario('<p><strong>sem fechar')).toBe('<p><strong>sem fechar</strong></p>');
    expect(sanitizarComentario('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizarComentario('<b><i>x</b></i>')).toBe('<b><i>x</i></b>');
    expect(sanitizarComentario('</em>x</b>')).toBe('x');
  });

  it('keeps a "<" that opens no tag as text', () => {
    expect(sanitizarComentario('<p>1 < 2 > 0</p>')).toBe('<p>1 &lt; 2 &gt; 0</p>');
  });

  it('sees no text in markup that only hides a script', () => {
    expect(comentarioVazio(sanitizarComentario('<p><script>alert(1)</script><img src=x onerror=y></p>'))).toBe(true);
  });
});
