import { describe, expect, it } from 'vitest';
import { extractLinks } from './emailLinks';

describe('extractLinks', () => {
  it('finds links in text, without the punctuation that ends a sentence', () => {
    expect(extractLinks('Ative em http://localhost:3000/workflow/ativar?hash=abc. Obrigado!')).toEqual([
      'http://localhost:3000/workflow/ativar?hash=abc',
    ]);
  });

  it('finds links in HTML attributes and decodes entities', () => {
    const html = '<a href="https://x.com/reset?a=1&amp;b=2">Redefinir</a> (https://x.com/ajuda)';
    expect(extractLinks(html)).toEqual(['https://x.com/reset?a=1&b=2', 'https://x.com/ajuda']);
  });

  it('lists a link found in both text and HTML once', () => {
    expect(extractLinks('veja http://a.b/c', '<a href="http://a.b/c">aqui</a>')).toEqual(['http://a.b/c']);
  });

  it('ignores missing bodies', () => {
    expect(extractLinks(undefined, '')).toEqual([]);
  });
});
