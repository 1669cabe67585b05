import { describe, expect, it } from 'vitest';
import { emailDaRegra } from './emailDoEvento';

describe('emailDaRegra', () => {
  it('sends a subject of one line and the text escaped as HTML, whatever the event carries', () => {
    const e = emailDaRegra({
      para: ['ana@x.com', 'bia@x.com'],
      assunto: 'Pedido\r\nBcc: vitima@y.com',
      texto: 'Olá <a href="https://golpe.example">clique</a> & \'pague\'',
    });
    expect(e.para).toBe('ana@x.com, bia@x.com');
    expect(e.assunto).toBe('Pedido Bcc: vitima@y.com');
    expect(e.texto).toBe('Olá <a href="https://golpe.example">clique</a> & \'pague\'');
    expect(e.html).toBe(
      '<div style="white-space:pre-wrap">Olá &lt;a href=&quot;https://golpe.example&quot;&gt;clique&lt;/a&gt; &amp; &#39;pague&#39;</div>',
    );
  });

  it('sends a rich body as its sanitised HTML with its text as the plain part', () => {
    const e = emailDaRegra({
      para: ['ana@x.com'],
      assunto: 'Pedido R$ 11.900,00',
      texto:
        '<p>Olá <strong>Ana</strong>, <span class="variavel" data-variavel="VALOR">R$ 11.900,00</span></p>' +
        '<p><a href="https://app.example/workflow/process/f?card=c&amp;customer=AVMB" onclick="x()">abrir</a>' +
        '<img src="https://rastreio.example/p.gif"><script>alert(1)</script> &lt;b&gt;</p>',
      html: true,
    });
    expect(e.assunto).toBe('Pedido R$ 11.900,00');
    expect(e.texto).toBe('Olá Ana, R$ 11.900,00\nabrir <b>');
    expect(e.html).toBe(
      '<div><p>Olá <strong>Ana</strong>, R$ 11.900,00</p>' +
        '<p><a href="https://app.example/workflow/process/f?card=c&amp;customer=AVMB">abrir</a> &lt;b&gt;</p></div>',
    );
  });
});
