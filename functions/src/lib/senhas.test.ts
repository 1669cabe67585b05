import { describe, expect, it } from 'vitest';
import { conferirSenha, conferirSenhaFicticia, hashSenha } from './senhas';

describe('password hashing', () => {
  it('accepts the password it hashed', async () => {
    const hash = await hashSenha('Senha1234');

    expect(await conferirSenha('Senha1234', hash)).toBe(true);
  });

  it('refuses another password', async () => {
    const hash = await hashSenha('Senha1234');

    expect(await conferirSenha('Senha12345', hash)).toBe(false);
  });

  it('stores algorithm, parameters and a random salt, never the password', async () => {
    const [a, b] = await Promise.all([hashSenha('Senha1234'), hashSenha('Senha1234')]);

    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Senha1234');
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    expect(await conferirSenha('Senha1234', 'texto-qualquer')).toBe(false);
  });

  it('the stand-in check for unknown e-mails always fails', async () => {
    expect(await conferirSenhaFicticia('Senha1234')).toBe(false);
  });
});
