import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RespostaSessao, UsuarioAdministrado } from '@wf/shared/types/sessao';
import { buscarUsuarioPorEmail, salvarUsuarioItem } from '../../functions/src/data/repositories/usuarioRepository';
import { escrever } from '../../functions/src/data/entidade';
import { depsDaTabela } from '../support/tabela';
import { aguardarRepouso } from '../support/repouso';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { novoEmail, SENHA, usuarioValido } from './support/dados';
import { aguardarLink, emailsPara } from './support/emails';
import { NavegadorGoogle } from './support/googleLocal';
import { ligarGoogle } from './support/googleTenant';
import { entrar } from './support/sessoes';

/**
 * A tenant that signs in only with Google (loginExclusivoViaGoogleSignIn): no password opens a
 * session there, except the break-glass system administrator's (docs/adr/0072-google-only-login.md);
 * nothing hands out a password either (sign-up, reset links, invitations by password).
 */
const MENSAGEM = 'Este ambiente aceita apenas o login com Google';

let amb: AmbienteDeTeste;
let admin: ClienteHttp;
let sistemaEmail: string;
let comumEmail: string;
let base: string;

/** Makes an account of the tenant a system administrator (profile 3), as only an operator can. */
async function tornarSistema(sigla: string, email: string): Promise<void> {
  const deps = depsDaTabela();
  const u = await buscarUsuarioPorEmail(deps, sigla, email);
  if (!u) throw new Error(`sem conta ${email}`);
  expect(await escrever(deps, salvarUsuarioItem(deps, { ...u, perfilUsuario: '3' }))).toBe(true);
}

const convidar = (email: string, perfilUsuario = '1') =>
  admin.post<{ usuario: UsuarioAdministrado }>(
    '/api/usuario/convidar',
    { email, nome: 'Pessoa Convidada', perfilUsuario },
    { sigla: amb.sigla },
  );

beforeAll(async () => {
  base = inject('baseUrl');
  amb = await criarAmbienteDeTeste();
  ({ http: admin } = await entrar(amb, amb.adminEmail, amb.adminSenha));
  // Accounts made while passwords still work: a system administrator and a plain user.
  sistemaEmail = novoEmail('sistema');
  comumEmail = novoEmail('comum');
  for (const email of [sistemaEmail, comumEmail]) {
    const r = await new ClienteHttp().post('/api/usuario/inserir', {
      tokenCliente: amb.tokenCliente,
      Usuario: usuarioValido({ email }),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  await tornarSistema(amb.sigla, sistemaEmail);
  await ligarGoogle(admin, amb.sigla, { googleSignIn: 'S', loginExclusivoViaGoogleSignIn: 'S' });
});

const senha = (email: string, s = SENHA) =>
  new ClienteHttp().post<RespostaSessao>('/api/auth/local', { email, senha: s, tokenCliente: amb.tokenCliente });

describe('POST /api/auth/local on a Google-only tenant', () => {
  it('refuses the right password of an administrator (profile 2) with 403 and opens no session', async () => {
    const r = await senha(amb.adminEmail);

    expect(r.status).toBe(403);
    expect(comoErro(r)).toMatchObject({ mensagem: MENSAGEM, tipo: 'ELoginSomenteGoogle' });
    expect(r.setCookies).toEqual([]);
  });

  it('answers a wrong password with the usual 401, whoever the account is (no administrator is revealed)', async () => {
    const comum = await senha(comumEmail, 'SenhaErrada1');
    const sistema = await senha(sistemaEmail, 'SenhaErrada1');

    expect(comum.status).toBe(401);
    expect(sistema.status).toBe(401);
    expect(comum.body).toEqual(sistema.body);
  });

  it('lets the system administrator (profile 3) in with his password: the break-glass way in', async () => {
    const r = await senha(sistemaEmail);

    expect(r.status).toBe(200);
    expect(r.body.usuario).toMatchObject({ email: sistemaEmail, perfilUsuario: '3' });
    expect(r.setCookies.some((c) => c.startsWith(`wf_sessao_${amb.sigla}=`))).toBe(true);
  });

  it('still signs everyone in with Google', async () => {
    const nav = new NavegadorGoogle();

    const r = await nav.entrar(amb.sigla, comumEmail);

    expect(r.location).toBe(`${base}/workflow/home`);
    expect((await nav.clienteApi().get('/api/auth/verify-login', { sigla: amb.sigla })).status).toBe(200);
  });
});

describe('nothing hands out a password on a Google-only tenant', () => {
  it('refuses sign-up', async () => {
    const r = await new ClienteHttp().post('/api/usuario/inserir', {
      tokenCliente: amb.tokenCliente,
      Usuario: usuarioValido({ email: novoEmail('cadastro') }),
    });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe(MENSAGEM);
  });

  it("sends a reset link to the system administrator only; a plain user's request sends nothing", async () => {
    const http = new ClienteHttp();
    for (const email of [comumEmail, sistemaEmail]) {
      const r = await http.post('/api/usuario/esquecisenha', { email, tokenCliente: amb.tokenCliente });
      expect(r.status).toBe(200);
    }

    await aguardarLink(sistemaEmail, '/workflow/resetarsenha/');
    await aguardarRepouso({ sigla: amb.sigla });

    expect((await emailsPara(comumEmail)).flatMap((e) => e.links).some((l) => l.includes('resetarsenha'))).toBe(false);
  });

  it('refuses an old reset link of a plain user once the tenant is Google-only', async () => {
    const outro = await criarAmbienteDeTeste();
    const { http } = await entrar(outro, outro.adminEmail, outro.adminSenha);
    await new ClienteHttp().post('/api/usuario/esquecisenha', {
      email: outro.adminEmail,
      tokenCliente: outro.tokenCliente,
    });
    const link = await aguardarLink(outro.adminEmail, '/workflow/resetarsenha/');
    await ligarGoogle(http, outro.sigla, { googleSignIn: 'S', loginExclusivoViaGoogleSignIn: 'S' });

    const r = await new ClienteHttp().patch('/api/usuario/recuperarsenha', {
      customer: link.sigla,
      hash: link.token,
      senha: 'NovaSenha123',
      confirmarSenha: 'NovaSenha123',
    });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe(MENSAGEM);
  });

  it('an invited person cannot accept with a password, and is let in by signing in with Google', async () => {
    const email = novoEmail('convidada');
    expect((await convidar(email)).status).toBe(200);
    const { sigla, token } = await aguardarLink(email, `/workflow/aceitarconvite/${amb.sigla}/`);

    const porSenha = await new ClienteHttp().post('/api/auth/aceitar-convite', {
      customer: sigla,
      hash: token,
      nome: 'Pessoa Convidada',
      senha: SENHA,
      confirmarSenha: SENHA,
    });
    expect(porSenha.status).toBe(403);
    expect(comoErro(porSenha).mensagem).toBe(MENSAGEM);

    const nav = new NavegadorGoogle();
    const r = await nav.entrar(amb.sigla, email);

    expect(r.location).toBe(`${base}/workflow/home`);
    const sessao = await nav.clienteApi().get<RespostaSessao>('/api/auth/verify-login', { sigla: amb.sigla });
    expect(sessao.body.usuario).toMatchObject({ email, ativo: 'S', perfilUsuario: '1' });
    // The invitation is used: its link no longer works.
    const depois = await new ClienteHttp().patch('/api/usuario/dadosconvite', { customer: sigla, hash: token });
    expect(depois.status).not.toBe(200);
  });
});

describe('Google sign-in and invitations (any tenant)', () => {
  it("accepts a pending invitation for the e-mail Google verified, but not an unverified one's", async () => {
    const outro = await criarAmbienteDeTeste();
    const { http } = await entrar(outro, outro.adminEmail, outro.adminSenha);
    await ligarGoogle(http, outro.sigla, { googleSignIn: 'S' });
    const email = novoEmail('convite-google');
    const r = await http.post(
      '/api/usuario/convidar',
      { email, nome: 'Gil Google', perfilUsuario: '1' },
      { sigla: outro.sigla },
    );
    expect(r.status).toBe(200);

    const naoVerificado = await new NavegadorGoogle().entrar(outro.sigla, email, false);
    expect(naoVerificado.location).toBe(`${base}/workflow/login/${outro.sigla}?erroGoogle=emailNaoVerificado`);

    const nav = new NavegadorGoogle();
    expect((await nav.entrar(outro.sigla, email)).location).toBe(`${base}/workflow/home`);
    const sessao = await nav.clienteApi().get<RespostaSessao>('/api/auth/verify-login', { sigla: outro.sigla });
    expect(sessao.body.usuario).toMatchObject({ email, nome: 'Gil Google', ativo: 'S' });
  });

  it('refuses an account an administrator deactivated', async () => {
    const outro = await criarAmbienteDeTeste();
    const { http } = await entrar(outro, outro.adminEmail, outro.adminSenha);
    await ligarGoogle(http, outro.sigla, { googleSignIn: 'S' });
    const email = novoEmail('inativa');
    await new ClienteHttp().post('/api/usuario/inserir', {
      tokenCliente: outro.tokenCliente,
      Usuario: usuarioValido({ email }),
    });
    const deps = depsDaTabela();
    const u = (await buscarUsuarioPorEmail(deps, outro.sigla, email))!;
    expect(await escrever(deps, salvarUsuarioItem(deps, { ...u, ativo: 'N' }))).toBe(true);

    const nav = new NavegadorGoogle();
    const r = await nav.entrar(outro.sigla, email);

    expect(r.location).toBe(`${base}/workflow/login/${outro.sigla}?erroGoogle=contaInativa`);
    expect(nav.cookies.has(`wf_sessao_${outro.sigla}`)).toBe(false);
  });
});
