import { describe, expect, it } from 'vitest';
import { preencherVariaveis } from './variaveisRegra';

describe('preencherVariaveis', () => {
  const valores = { VALOR: 'R$ 11.900,00', 'VALOR.valor': '11900', NOME: '<b>Ana</b> & "Bia"' };

  it('fills each variable, the raw one by its .valor suffix, and empties unknown names', () => {
    expect(preencherVariaveis('{{VALOR}} ({{ VALOR.valor }}) {{OUTRO}}.', valores)).toBe('R$ 11.900,00 (11900) .');
  });

  it('escapes values put into a rich text, so a value adds no markup', () => {
    expect(preencherVariaveis('<p>{{NOME}}</p>', valores, { html: true })).toBe(
      '<p>&lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Bia&quot;</p>',
    );
  });

  it('escapes values put into a JSON string', () => {
    expect(preencherVariaveis('{"nome":"{{NOME}}"}', valores, { json: true })).toBe(
      '{"nome":"<b>Ana</b> & \\"Bia\\""}',
    );
  });
});
