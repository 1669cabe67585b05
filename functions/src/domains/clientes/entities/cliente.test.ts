import { describe, expect, it } from 'vitest';
import type { AtualizarCliente } from '@wf/shared/schemas/administracao';
import { ErroDominio } from '../../../kernel/errors';
import { aplicarConfiguracoes, conferirRestricoesDeCadastro, loginSomenteGoogle, novoCliente } from './cliente';

const agora = new Date('2025-01-01T00:00:00.000Z');
const cliente = () => novoCliente({ id: 'c1', sigla: 'ACME', nome: 'Acme', token: 'tok', agora });
const configuracao: Omit<AtualizarCliente, 'logo' | 'logoLogin'> = {
  nome: 'Acme',
  googleSignIn: 'N',
  loginExclusivoViaGoogleSignIn: 'N',
  exigirAtivacaoUsuario: 'N',
  exibirNomeLogin: 'N',
  restringirCPF: 'N',
  cpfsPermitidos: [],
  restringirDominio: 'N',
  dominiosPermitidos: [],
};
const semLogos = { logoChave: null, logoLoginChave: null };

describe('Google flags', () => {
  const google = { ...configuracao, googleSignIn: 'S', loginExclusivoViaGoogleSignIn: 'S' } as const;

  it('cannot be turned on without a Google client configured', () => {
    expect(() => aplicarConfiguracoes(cliente(), google, semLogos, agora, false)).toThrow(
      'O login com Google não está disponível',
    );
  });

  it('can be turned on with a Google client, and kept or turned off without one', () => {
    const ligado = aplicarConfiguracoes(cliente(), google, semLogos, agora, true);
    expect(ligado).toMatchObject({ googleSignIn: 'S', loginExclusivoViaGoogleSignIn: 'S' });
    expect(() => aplicarConfiguracoes(ligado, google, semLogos, agora, false)).not.toThrow();
    expect(aplicarConfiguracoes(ligado, configuracao, semLogos, agora, false).googleSignIn).toBe('N');
  });

  it('Google-only login is honoured only while a Google client is configured', () => {
    const ligado = aplicarConfiguracoes(cliente(), google, semLogos, agora, true);
    expect(loginSomenteGoogle(ligado, true)).toBe(true);
    expect(loginSomenteGoogle(ligado, false)).toBe(false);
  });
});

describe('cliente entity', () => {
  it('a new tenant has every flag N and no lists', () => {
    expect(cliente()).toMatchObject({
      ativo: 'S',
      controlarPlanos: 'N',
      restringirCPF: 'N',
      cpfsPermitidos: [],
      dominiosPermitidos: [],
    });
  });

  it('refuses a malformed sigla', () => {
    expect(() => novoCliente({ id: 'c', sigla: 'acme-1', nome: 'x', token: 't', agora })).toThrow(ErroDominio);
  });

  it('keeps allowed CPFs as digits without repeats', () => {
    const c = aplicarConfiguracoes(
      cliente(),
      { ...configuracao, restringirCPF: 'S', cpfsPermitidos: ['529.982.247-25', '52998224725'] },
      semLogos,
      agora,
      false,
    );

    expect(c.cpfsPermitidos).toEqual(['52998224725']);
  });

  it('clears the list of a restriction that is off', () => {
    const c = aplicarConfiguracoes(
      cliente(),
      { ...configuracao, restringirDominio: 'N', dominiosPermitidos: ['acme.com.br'] },
      semLogos,
      agora,
      false,
    );

    expect(c.dominiosPermitidos).toEqual([]);
  });

  it('sign-up restrictions: CPF in the list, e-mail domain in the list', () => {
    const porCpf = aplicarConfiguracoes(
      cliente(),
      { ...configuracao, restringirCPF: 'S', cpfsPermitidos: ['529.982.247-25'] },
      semLogos,
      agora,
      false,
    );
    const porDominio = aplicarConfiguracoes(
      cliente(),
      { ...configuracao, restringirDominio: 'S', dominiosPermitidos: ['acme.com.br'] },
      semLogos,
      agora,
      false,
    );

    expect(() => conferirRestricoesDeCadastro(porCpf, { email: 'a@x.com', cpf: '529.982.247-25' })).not.toThrow();
    expect(() => conferirRestricoesDeCadastro(porCpf, { email: 'a@x.com', cpf: '111.444.777-35' })).toThrow(
      'CPF não autorizado',
    );
    expect(() => conferirRestricoesDeCadastro(porDominio, { email: 'a@acme.com.br' })).not.toThrow();
    expect(() => conferirRestricoesDeCadastro(porDominio, { email: 'a@outra.com.br' })).toThrow('domínio');
  });
});
