import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cifrar, decifrar } from './cifraSegredos';

const chave = randomBytes(32).toString('base64');

describe('cifraSegredos', () => {
  it('decrypts what it encrypted, and the stored text does not contain the secret', () => {
    const c = cifrar(chave, 'T#ACME', 'whsec_abc');
    expect(c).not.toContain('whsec_abc');
    expect(decifrar(chave, 'T#ACME', c)).toBe('whsec_abc');
  });

  it('refuses another context (a ciphertext copied to another tenant) and another key', () => {
    const c = cifrar(chave, 'T#ACME', 'whsec_abc');
    expect(() => decifrar(chave, 'T#OUTRO', c)).toThrow();
    expect(() => decifrar(randomBytes(32).toString('base64'), 'T#ACME', c)).toThrow();
  });
});
