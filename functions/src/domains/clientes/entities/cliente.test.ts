import { describe, expect, it } from 'vitest';
import type { AtualizarCliente } from '@wf/shared/schemas/administracao';
import { ErroDominio } from '../../../app/errors';
import { aplicarConfiguracoes, conferirRestricoesDeCadastro, novoCliente } from './cliente';

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
    );

    expect(c.cpfsPermitidos).toEqual(['52998224725']);
  });

  it('clears the list of a restriction that is off', () => {
    const c = aplicarConfiguracoes(
      cliente(),
      { ...configuracao, restringirDominio: 'N', dominiosPermitidos: ['acme.com.br'] },
      semLogos,
      agora,
    );

    expect(c.dominiosPermitidos).toEqual([]);
  });

  it('sign-up restrictions: CPF in the list, e-mail domain in the list', () => {
    const porCpf = aplicarConfiguracoes(
      cliente(),
      { ...configuracao, restringirCPF: 'S', cpfsPermitidos: ['529.982.247-25'] },
      semLogos,
      agora,
    );
    const porDominio = aplicarConfiguracoes(
      cliente(),
      { ...configuracao, restringirDominio: 'S', dominiosPermitidos: ['acme.com.br'] },
      semLogos,
      agora,
    );

    expect(() => conferirRestricoesDeCadastro(porCpf, { email: 'a@x.com', cpf: '529.982.247-25' })).not.toThrow();
    expect(() => conferirRestricoesDeCadastro(porCpf, { email: 'a@x.com', cpf: '111.444.777-35' })).toThrow(
      'CPF não autorizado',
    );
    expect(() => conferirRestricoesDeCadastro(porDominio, { email: 'a@acme.com.br' })).not.toThrow();
    expect(() => conferirRestricoesDeCadastro(porDominio, { email: 'a@outra.com.br' })).toThrow('domínio');
  });
});
