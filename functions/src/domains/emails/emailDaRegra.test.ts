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
});
