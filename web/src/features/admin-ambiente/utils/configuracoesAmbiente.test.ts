import { atualizarClienteSchema } from '@wf/shared/schemas/administracao';
import type { ClienteCompleto } from '@wf/shared/types/sessao';
import { describe, expect, it } from 'vitest';
import {
  camposDoCliente,
  efeitoNoAcessoPadrao,
  efeitosDasRestricoes,
  payloadConfiguracoes,
} from './configuracoesAmbiente';

const cliente: ClienteCompleto = {
  id: 'c1',
  sigla: 'AVMB',
  nome: 'AVMB - Workflow',
  token: 't',
  logoURL: null,
  logoLoginURL: null,
  googleSignIn: 'N',
  azureSignIn: 'N',
  loginExclusivoViaGoogleSignIn: 'N',
  controlarPlanos: 'N',
  restringirCPF: 'S',
  restringirDominio: 'N',
  exigirAtivacaoUsuario: 'N',
  exibirNomeLogin: 'S',
  googleSignInDisponivel: 'N',
  cpfsPermitidos: ['529.982.247-25'],
  dominiosPermitidos: [],
  cnpj: null,
  acessoPadrao: '1',
  mensagemRodapeEmail: '',
  tamanhoMaxPorDocumento: 10,
  maxDocsPorEnvelope: 10,
  certDigitalAut: 'N',
  urlInstanciaWS: '',
};

describe('efeitosDasRestricoes', () => {
  it('unchecks the domain restriction and clears its list when CPF restriction is checked', () => {
    expect(efeitosDasRestricoes({ restringirCPF: true })).toEqual({ restringirDominio: false, dominiosPermitidos: [] });
  });

  it('unchecks the CPF restriction and clears its list when domain restriction is checked', () => {
    expect(efeitosDasRestricoes({ restringirDominio: true })).toEqual({ restringirCPF: false, cpfsPermitidos: [] });
  });

  it('clears the list of a restriction that is unchecked', () => {
    expect(efeitosDasRestricoes({ restringirCPF: false })).toEqual({ cpfsPermitidos: [] });
    expect(efeitosDasRestricoes({ restringirDominio: false })).toEqual({ dominiosPermitidos: [] });
  });

  it('turns Google-only login off when Google login is turned off', () => {
    expect(efeitosDasRestricoes({ googleSignIn: false })).toEqual({ loginExclusivoViaGoogleSignIn: false });
  });

  it('changes nothing for other fields', () => {
    expect(efeitosDasRestricoes({ nome: 'Outro' })).toEqual({});
  });
});

describe('payloadConfiguracoes', () => {
  it('round-trips a tenant into a body the shared schema accepts, logos absent', () => {
    const corpo = payloadConfiguracoes(camposDoCliente(cliente));
    expect(atualizarClienteSchema.safeParse(corpo).success).toBe(true);
    expect(corpo).not.toHaveProperty('logo');
    expect(corpo).toMatchObject({ restringirCPF: 'S', cpfsPermitidos: ['529.982.247-25'], exibirNomeLogin: 'S' });
  });

  it('sends null to remove a logo', () => {
    expect(payloadConfiguracoes(camposDoCliente(cliente), { logo: null })).toMatchObject({ logo: null });
  });

  it('never sends Google-only login without Google login', () => {
    const campos = { ...camposDoCliente(cliente), googleSignIn: false, loginExclusivoViaGoogleSignIn: true };
    expect(payloadConfiguracoes(campos)).toMatchObject({ loginExclusivoViaGoogleSignIn: 'N' });
  });
});

describe('outras configurações', () => {
  it('round-trips the later settings (S/N, numbers, empty texts) into a body the schema accepts', () => {
    const campos = {
      ...camposDoCliente(cliente),
      cnpj: '11.222.333/0001-81',
      acessoPadrao: '2' as const,
      mensagemRodapeEmail: 'Dúvidas: suporte@exemplo.com.br',
      tamanhoMaxPorDocumento: 20,
      maxDocsPorEnvelope: 5,
      certDigitalAut: true,
      urlInstanciaWS: 'https://ws.exemplo.com.br',
    };
    const corpo = payloadConfiguracoes(campos);
    expect(atualizarClienteSchema.safeParse(corpo).success).toBe(true);
    expect(corpo).toMatchObject({
      certDigitalAut: 'S',
      acessoPadrao: '2',
      tamanhoMaxPorDocumento: 20,
      maxDocsPorEnvelope: 5,
    });
    expect(payloadConfiguracoes(camposDoCliente(cliente))).toMatchObject({
      cnpj: '',
      urlInstanciaWS: '',
      certDigitalAut: 'N',
    });
  });

  it('sets the default access back to Usuário comum when the sign-up is no longer restricted', () => {
    expect(efeitoNoAcessoPadrao({ acessoPadrao: '2', restringirCPF: false, restringirDominio: false })).toEqual({
      acessoPadrao: '1',
    });
    expect(efeitoNoAcessoPadrao({ acessoPadrao: '2', restringirCPF: false, restringirDominio: true })).toEqual({});
  });
});
