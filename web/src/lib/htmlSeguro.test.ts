import { describe, expect, it } from 'vitest';
import { ajustarAtributosSeguros } from './htmlSeguro';

/** The attributes of an element, as the hook sees them. */
function elemento(atributos: Record<string, string>) {
  const a = new Map(Object.entries(atributos));
  return {
    hasAttribute: (n: string) => a.has(n),
    getAttribute: (n: string) => a.get(n) ?? null,
    setAttribute: (n: string, v: string) => void a.set(n, v),
    removeAttribute: (n: string) => void a.delete(n),
    atributos: () => Object.fromEntries(a),
  };
}

describe('the attributes HtmlSeguro adjusts after DOMPurify', () => {
  it('keeps only the chips classes', () => {
    const chip = elemento({ class: 'mention ant-modal-wrap', 'data-mention': 'a@b.com' });
    ajustarAtributosSeguros(chip);
    expect(chip.atributos()).toEqual({ class: 'mention', 'data-mention': 'a@b.com' });
    const link = elemento({ href: 'https://x', class: 'ant-modal-wrap css-abc' });
    ajustarAtributosSeguros(link);
    expect(link.atributos()).toEqual({ href: 'https://x' });
  });

  it('opens a target without opener, whatever rel said', () => {
    const link = elemento({ href: 'https://x', target: '_blank', rel: 'opener' });
    ajustarAtributosSeguros(link);
    expect(link.atributos()).toEqual({ href: 'https://x', target: '_blank', rel: 'noopener noreferrer' });
    const semAlvo = elemento({ href: 'https://x', rel: 'nofollow' });
    ajustarAtributosSeguros(semAlvo);
    expect(semAlvo.atributos()).toEqual({ href: 'https://x', rel: 'nofollow' });
  });
});
