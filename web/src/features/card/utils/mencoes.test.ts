import { describe, expect, it } from 'vitest';
import { comentarioParaHtml, comentarioVazio, extrairMencoes, filtrarPessoas } from './mencoes';

const pessoas = [
  { email: 'ana@exemplo.com.br', nome: 'Ana Lúcia' },
  { email: 'bruno@exemplo.com.br', nome: 'Bruno' },
];

describe('comment mentions', () => {
  it('finds mentions of people of the flow only, once each', () => {
    const texto = 'Oi @ana@exemplo.com.br e @fulano@x.com, veja @ana@exemplo.com.br (@bruno@exemplo.com.br)';
    expect(extrairMencoes(texto, pessoas)).toEqual(['ana@exemplo.com.br', 'bruno@exemplo.com.br']);
  });

  it('ignores an e-mail written without @ prefix', () => {
    expect(extrairMencoes('mande para ana@exemplo.com.br', pessoas)).toEqual([]);
  });

  it('turns text into escaped paragraphs with highlighted names', () => {
    expect(comentarioParaHtml('<b>Oi</b> @ana@exemplo.com.br\n\nfim', pessoas)).toBe(
      '<p>&lt;b&gt;Oi&lt;/b&gt; <span class="mention" data-mention="ana@exemplo.com.br">@Ana Lúcia</span></p><p><br></p><p>fim</p>',
    );
  });

  it('filters people by name or e-mail ignoring accents', () => {
    expect(filtrarPessoas(pessoas, 'lucia').map((p) => p.nome)).toEqual(['Ana Lúcia']);
    expect(filtrarPessoas(pessoas, 'BRU').map((p) => p.nome)).toEqual(['Bruno']);
    expect(filtrarPessoas(pessoas, '')).toHaveLength(2);
  });

  it('treats blank comments as empty', () => {
    expect(comentarioVazio('  \n ')).toBe(true);
    expect(comentarioVazio('ok')).toBe(false);
  });
});
