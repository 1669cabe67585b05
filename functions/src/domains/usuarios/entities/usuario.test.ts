import { describe, expect, it } from 'vitest';
import {
  aceitarConvitePeloGoogle,
  entraSemGoogle,
  novoConvidado,
  aceitaSessao,
  alterarPorAdministrador,
  ativar,
  emailVerificado,
  atualizarDadosProprios,
  definirSenha,
  definirSenhaPeloEmail,
  desabilitarAcessoApi,
  habilitarAcessoApi,
  aceitaTokenApi,
  novoUsuario,
} from './usuario';

const T0 = new Date('2025-01-01T10:00:00.000Z');
const T1 = new Date('2025-01-01T11:00:00.000Z');

const dadosBase = {
  id: 'u1',
  sigla: 'ACME',
  nome: 'Maria Silva',
  email: 'Maria@Acme.com.br',
  senhaHash: 'hash',
  perfilUsuario: '1' as const,
  exigeAtivacao: false,
};

const usuario = (exigeAtivacao = false) =>
  novoUsuario({
    id: 'u1',
    sigla: 'ACME',
    nome: 'Maria Silva',
    email: 'Maria@Acme.com.br',
    cpf: '52998224725',
    celular: '11987654321',
    senhaHash: 'hash',
    perfilUsuario: '1',
    exigeAtivacao,
    agora: T0,
  });

describe('e-mail verification', () => {
  it('a new account is unverified; only the demo seed creates verified ones', () => {
    expect(emailVerificado(usuario())).toBe(false);
    expect(emailVerificado(novoUsuario({ ...dadosBase, emailVerificado: true, agora: T0 }))).toBe(true);
  });

  it('the activation link activates but never verifies: it does not prove who chose the password', () => {
    expect(ativar(usuario(true), T1)).toMatchObject({ ativo: 'S', emailVerificadoEm: null });
    expect(ativar(usuario(false), T1)).toMatchObject({ ativo: 'S', emailVerificadoEm: null });
  });

  it('a password chosen through an e-mailed link verifies, activates and ends older sessions', () => {
    const u = definirSenhaPeloEmail(usuario(true), 'novo', T1);

    expect(u).toMatchObject({ senhaHash: 'novo', ativo: 'S', emailVerificadoEm: T1.toISOString() });
    expect(aceitaSessao(u, T0.toISOString())).toBe(false);
  });

  it("an administrator's edit never verifies, whatever the payload carries", () => {
    const admin = { usuarioId: 'adm', perfilUsuario: '3' as const };
    const dados = {
      nome: 'Maria',
      perfilUsuario: '1' as const,
      ativo: 'S' as const,
      emailVerificadoEm: T1.toISOString(),
    };
    expect(emailVerificado(alterarPorAdministrador(usuario(), admin, dados, T1))).toBe(false);
  });
});

describe('usuario entity', () => {
  it('a new account stores the e-mail in lower case and masks CPF and phone', () => {
    expect(usuario()).toMatchObject({
      email: 'maria@acme.com.br',
      cpf: '529.982.247-25',
      celular: '(11) 98765-4321',
      ativo: 'S',
    });
  });

  it('an account of a tenant that requires activation starts inactive, never activated', () => {
    expect(usuario(true)).toMatchObject({ ativo: 'N', ativadoEm: null });
  });

  it('the activation link activates a pending account', () => {
    expect(ativar(usuario(true), T1)).toMatchObject({ ativo: 'S', ativadoEm: T1.toISOString() });
  });

  it('an old activation link does not reactivate an account deactivated by an administrator', () => {
    const desativada = { ...usuario(), ativo: 'N' as const };

    expect(ativar(desativada, T1).ativo).toBe('N');
  });

  it('a new password refuses the sessions created before it', () => {
    const u = definirSenha(usuario(), 'novo', T1);

    expect(aceitaSessao(u, T0.toISOString())).toBe(false);
    expect(aceitaSessao(u, T1.toISOString())).toBe(true);
  });

  it('my-account data: an empty field is cleared, a field left out is kept', () => {
    const u = atualizarDadosProprios(usuario(), { nome: 'Maria S.', cpf: '' }, T1);

    expect(u).toMatchObject({ nome: 'Maria S.', cpf: null, celular: '(11) 98765-4321' });
  });

  it('an inactive account accepts no session', () => {
    expect(aceitaSessao({ ...usuario(), ativo: 'N' }, T1.toISOString())).toBe(false);
  });

  it('API access keeps its token while on, rotates it on request and drops it when off', () => {
    const ligado = habilitarAcessoApi(usuario(), 'hash1', T1);
    const mantido = habilitarAcessoApi(ligado.usuario, 'hash2', T1);
    const rotacionado = habilitarAcessoApi(ligado.usuario, 'hash3', T1, true);

    expect(ligado).toMatchObject({ gerado: true, usuario: { acessoAPI: 'S', hashTokenAPI: 'hash1' } });
    expect(mantido).toMatchObject({ gerado: false, usuario: { hashTokenAPI: 'hash1' } });
    expect(rotacionado).toMatchObject({ gerado: true, usuario: { hashTokenAPI: 'hash3' } });
    expect(desabilitarAcessoApi(ligado.usuario, T1)).toMatchObject({ acessoAPI: 'N', hashTokenAPI: null });
  });

  it('a token call needs an active account with API access on and the current token', () => {
    const { usuario: ligado } = habilitarAcessoApi(usuario(), 'hash1', T1);

    expect(aceitaTokenApi(ligado, 'hash1')).toBe(true);
    expect(aceitaTokenApi(ligado, 'hash0')).toBe(false);
    expect(aceitaTokenApi({ ...ligado, ativo: 'N' }, 'hash1')).toBe(false);
    expect(aceitaTokenApi(desabilitarAcessoApi(ligado, T1), 'hash1')).toBe(false);
  });
});

describe('Google sign-in', () => {
  it('an invitation accepted through Google activates the account and verifies the e-mail, keeping name and password', () => {
    const convidado = novoConvidado({ ...dadosBase, conviteHash: 'h', agora: T0 });
    const aceito = aceitarConvitePeloGoogle(convidado, T1);
    expect(aceito).toMatchObject({
      ativo: 'S',
      ativadoEm: T1.toISOString(),
      conviteHash: null,
      emailVerificadoEm: T1.toISOString(),
      nome: convidado.nome,
      senhaHash: convidado.senhaHash,
    });
  });

  it('only the system administrator (profile 3) may still use a password in a Google-only tenant', () => {
    expect(entraSemGoogle({ perfilUsuario: '3' })).toBe(true);
    for (const perfil of ['1', '2', '4', '5'] as const) expect(entraSemGoogle({ perfilUsuario: perfil })).toBe(false);
  });
});
