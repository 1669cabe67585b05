import { describe, expect, it } from 'vitest';
import { assuntoDeEmail, MAXIMO_ASSUNTO_EMAIL } from './assuntoEmail';

describe('assuntoDeEmail', () => {
  it('turns CR, LF, other controls and Unicode line separators into spaces: one header line', () => {
    expect(assuntoDeEmail('Pedido 1\r\nBcc: vitima@x.com')).toBe('Pedido 1 Bcc: vitima@x.com');
    expect(assuntoDeEmail('a\rb\nc\u0000d\u0085e\u2028f\u2029g\th')).toBe('a b c d e f g h');
  });

  it('keeps accents and cuts a long subject', () => {
    expect(assuntoDeEmail('  Ação concluída  ')).toBe('Ação concluída');
    expect(assuntoDeEmail('x'.repeat(500))).toHaveLength(MAXIMO_ASSUNTO_EMAIL);
  });
});
