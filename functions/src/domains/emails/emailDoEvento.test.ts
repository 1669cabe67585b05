import { describe, expect, it } from 'vitest';
import type { EventoLido } from '@wf/shared/events';
import { emailDeLinkDeSenha, emailDoEvento } from './emailDoEvento';

const base = {
  idEvento: 'e1',
  sigla: 'AVMB',
  ocorridoEm: '2025-01-01T00:00:00.000Z',
  usuarioId: 'u1',
  email: 'ana@x.com',
};
const APP = 'https://app.example.com/';

describe('emailDoEvento', () => {
  it('sends the activation link when the sign-up carries a token', () => {
    const email = emailDoEvento(APP, {
      tipo: 'usuarioCadastrado',
      detalhe: { ...base, nome: 'Ana', tokenAtivacao: 'abc/1' },
    });
    expect(email?.para).toBe('ana@x.com');
    expect(email?.assunto).toBe('Ative sua conta no Workflow');
    expect(email?.texto).toContain('https://app.example.com/workflow/ativarusuario/AVMB/abc%2F1');
    expect(email?.html).toContain('href="https://app.example.com/workflow/ativarusuario/AVMB/abc%2F1"');
  });

  it('sends a welcome with the login link when the sign-up has no token', () => {
    const email = emailDoEvento(APP, { tipo: 'usuarioCadastrado', detalhe: { ...base, nome: 'Ana' } });
    expect(email?.assunto).toBe('Bem-vindo(a) ao Workflow');
    expect(email?.texto).toContain('https://app.example.com/workflow/login/AVMB');
  });

  it('asks an active account to confirm the e-mail with the password already chosen, with the login link too', () => {
    const email = emailDoEvento(APP, {
      tipo: 'usuarioCadastrado',
      detalhe: { ...base, nome: 'Ana', tokenConfirmacao: 'c1' },
    });
    expect(email?.assunto).toBe('Bem-vindo(a) ao Workflow: confirme seu e-mail');
    // Issue 25, item 11: the person already chose a password; the e-mail does not ask for another.
    expect(email?.texto).toContain('digite a senha que você escolheu no cadastro');
    expect(email?.texto).not.toMatch(/defina sua senha|Definir minha senha/i);
    expect(email?.texto).toContain('https://app.example.com/workflow/confirmaremail/AVMB/c1');
    expect(email?.texto).toContain('https://app.example.com/workflow/login/AVMB');
  });

  it("sends an administrator's invitation with its link, the inviter and the environment", () => {
    const email = emailDoEvento(APP, {
      tipo: 'conviteEnviado',
      detalhe: {
        ...base,
        nome: 'Ana',
        nomeAmbiente: 'Acme <b>',
        convidadoPor: 'Bruno',
        tokenConvite: 't/1',
      },
    });
    expect(email?.para).toBe('ana@x.com');
    expect(email?.assunto).toBe('Você foi convidado(a) para o Workflow');
    expect(email?.texto).toContain('Bruno convidou você para o ambiente Acme <b> do Workflow.');
    expect(email?.texto).toContain('https://app.example.com/workflow/aceitarconvite/AVMB/t%2F1');
    expect(email?.texto).toContain('válido por 7 dias');
    expect(email?.html).toContain('Acme &lt;b&gt;');
  });

  it('tells the owner that someone tried to sign up with his e-mail, with the reset link', () => {
    const email = emailDeLinkDeSenha(APP, { ...base, nome: 'Ana', token: 'r2', cadastroRepetido: true });
    expect(email.para).toBe('ana@x.com');
    expect(email.assunto).toBe('Tentativa de cadastro com o seu e-mail no Workflow');
    expect(email.texto).toContain('Alguém tentou criar uma conta no ambiente AVMB');
    expect(email.texto).toContain('https://app.example.com/workflow/resetarsenha/AVMB/r2');
  });

  it('sends the reset link, valid for one hour', () => {
    const email = emailDeLinkDeSenha(APP, { ...base, nome: 'Ana', token: 'r1' });
    expect(email.assunto).toBe('Redefinição de senha do Workflow');
    expect(email.texto).toContain('https://app.example.com/workflow/resetarsenha/AVMB/r1');
    expect(email.texto).toContain('válido por 1 hora');
  });

  it("escapes the user's name in the HTML and keeps it as typed in the text", () => {
    const nome = '<script>alert("x")</script> & Cia';
    const email = emailDoEvento(APP, { tipo: 'usuarioCadastrado', detalhe: { ...base, nome } });
    expect(email?.html).not.toContain('<script>');
    expect(email?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia');
    expect(email?.texto).toContain(`Olá, ${nome}!`);
  });

  it('sends nothing for events without an e-mail', () => {
    const evento: EventoLido = { tipo: 'usuarioAtivado', detalhe: { ...base } };
    expect(emailDoEvento(APP, evento)).toBeNull();
  });
});
