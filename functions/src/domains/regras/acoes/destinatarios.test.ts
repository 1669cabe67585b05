import { describe, expect, it } from 'vitest';
import { destinatariosDoTexto, MAXIMO_DESTINATARIOS, notaIgnorados } from './destinatarios';

describe('destinatariosDoTexto', () => {
  it('takes one address per variable: a value with several e-mails is ignored and named', () => {
    const d = destinatariosDoTexto('{{SOLICITANTE}}, {{GESTOR}}', {
      SOLICITANTE: 'a@x.com, b@x.com; c@x.com',
      GESTOR: ' Gestor@X.com ',
    });
    expect(d.emails).toEqual(['gestor@x.com']);
    expect(d.deEntrada).toEqual(['gestor@x.com']);
    expect(d.variaveisIgnoradas).toEqual(['{{SOLICITANTE}}']);
    expect(d.invalidos).toEqual([]);
  });

  it("counts as input only what a variable other than usuario.email supplied, not the author's typed e-mails", () => {
    const d = destinatariosDoTexto('ana@x.com, {{usuario.email}}, {{EMAIL}}, {{COPIA}}, nao-e-email', {
      'usuario.email': 'bia@x.com',
      EMAIL: 'caio@x.com',
      COPIA: 'ANA@x.com',
    });
    expect(d.emails).toEqual(['ana@x.com', 'bia@x.com', 'caio@x.com']);
    expect(d.deEntrada).toEqual(['caio@x.com']);
    expect(d.invalidos).toEqual(['nao-e-email']);
  });

  it('skips empty values silently and still caps the list', () => {
    expect(destinatariosDoTexto('{{VAZIO}}, {{NULO}}', { VAZIO: '', NULO: null })).toEqual({
      emails: [],
      deEntrada: [],
      invalidos: [],
      variaveisIgnoradas: [],
    });
    const muitos = Array.from({ length: 60 }, (_, i) => `p${i}@x.com`).join(', ');
    expect(destinatariosDoTexto(muitos, {}).emails).toHaveLength(MAXIMO_DESTINATARIOS);
  });

  it('notes what was skipped for the details', () => {
    expect(notaIgnorados({ invalidos: ['x'], variaveisIgnoradas: ['{{A}}'] })).toBe(
      'ignorados (não são e-mails): x; ignorados (o valor não é um único e-mail): {{A}}',
    );
    expect(notaIgnorados({ invalidos: [], variaveisIgnoradas: [] })).toBe('');
  });
});
