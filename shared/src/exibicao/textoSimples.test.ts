import { describe, expect, it } from 'vitest';
import { comoTexto, pareceHtml, resumoEmUmaLinha, textoSimples } from './textoSimples';

describe('textoSimples: rich text reduced to the text people read', () => {
  it('drops tags and chips markup, keeps their text, one line per block', () => {
    const html =
      '<p>Valor: <span class="variavel" data-variavel="VALOR">R$ 11.900,00</span></p><p>Olá <strong>Ana</strong><br>até</p>';
    expect(textoSimples(html)).toBe('Valor: R$ 11.900,00\nOlá Ana\naté');
  });

  it('decodes entities and drops script and style content', () => {
    expect(
      textoSimples('<p>P&amp;D &lt;b&gt; &#233; &#x41;&nbsp;x</p><script>alert(1)</script><style>p{}</style>'),
    ).toBe('P&D <b> é A x');
  });

  it('leaves plain text as typed (a "<" that opens no tag is text)', () => {
    expect(textoSimples('  a < b e c > d  ')).toBe('a < b e c > d');
    expect(textoSimples('linha 1\nlinha 2')).toBe('linha 1\nlinha 2');
  });

  it('summarises in one line cut with an ellipsis', () => {
    expect(resumoEmUmaLinha('<p>um</p><p>dois</p>')).toBe('um dois');
    expect(resumoEmUmaLinha('<p>abcdefghij</p>', 6)).toBe('abcde…');
  });

  it('tells the editors HTML from plain text', () => {
    expect(pareceHtml('<p>Olá</p>')).toBe(true);
    expect(pareceHtml('Olá<br/>')).toBe(true);
    expect(pareceHtml('Olá {{NOME}}, 3 < 5')).toBe(false);
  });
});

describe('comoTexto: an author template as text before its values go in', () => {
  it('reduces a rich template and leaves a plain one as typed', () => {
    expect(comoTexto('<p>Pedido <span class="variavel" data-variavel="X">{{X}}</span></p><p>ok</p>')).toBe(
      'Pedido {{X}}\nok',
    );
    expect(comoTexto('<p>Pedido {{X}}</p><p>ok</p>', { umaLinha: true })).toBe('Pedido {{X}} ok');
    expect(comoTexto('Pedido {{X}} & <3')).toBe('Pedido {{X}} & <3');
  });
});
