import { describe, expect, it } from 'vitest';
import { emailDaRegra, emailDoEvento } from './emailDoEvento';
import { comRodape } from './rodape';
import { emailConvite } from './templates/convite';

const conta = {
  para: 'ana@teste.com.br',
  ...emailConvite({
    nome: 'Ana',
    nomeAmbiente: 'Acme',
    convidadoPor: 'Bruno',
    link: 'https://app/x',
    validadeDias: 7,
  }),
};

describe('comRodape', () => {
  it('adds the message, escaped, inside the layout and after the text', () => {
    const com = comRodape(conta, 'Acme <Ltda> & "filhos"\nCNPJ 1');

    expect(com.texto.endsWith('\n\n--\nAcme <Ltda> & "filhos"\nCNPJ 1')).toBe(true);
    expect(com.html).toContain('Acme &lt;Ltda&gt; &amp; &quot;filhos&quot;');
    expect(com.html).not.toContain('<Ltda>');
    expect(com.html.endsWith('</div></body></html>')).toBe(true);
    expect(com.html.indexOf('Acme &lt;Ltda&gt;')).toBeGreaterThan(com.html.indexOf('Equipe Workflow'));
  });

  it("appends to a rule's e-mail, which has no layout", () => {
    const regra = emailDaRegra({ para: ['a@b.com'], assunto: 'A', texto: 'Corpo' });
    const com = comRodape(regra, 'Rodapé');

    expect(com.html.startsWith(regra.html)).toBe(true);
    expect(com.html).toContain('>Rodapé</p>');
    expect(com.texto).toBe('Corpo\n\n--\nRodapé');
  });

  it('changes nothing without a message', () => {
    expect(comRodape(conta, '')).toBe(conta);
    expect(comRodape(conta, '  \n ')).toBe(conta);
  });

  it('is applied to every kind of account e-mail alike', () => {
    const evento = {
      tipo: 'usuarioCadastrado',
      detalhe: { sigla: 'ACME', email: 'a@b.com', nome: 'A', usuarioId: 'u', tokenAtivacao: 't' },
    } as unknown as Parameters<typeof emailDoEvento>[1];
    const email = emailDoEvento('https://app', evento);

    expect(comRodape(email!, 'X').html).toMatch(/>X<\/p><\/div><\/body><\/html>$/);
  });
});
