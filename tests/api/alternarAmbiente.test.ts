import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaAlternarAmbiente, RespostaSessao } from '@wf/shared/types/sessao';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { novoEmail, OUTRA_SENHA, SENHA, usuarioValido } from './support/dados';
import { aguardarLink } from './support/emails';
import { confirmarEmail, cadastrarEEntrar, definirSenhaPeloLink, entrar } from './support/sessoes';

let a: AmbienteDeTeste;
let b: AmbienteDeTeste;
let semAcesso: AmbienteDeTeste;
beforeAll(async () => {
  [a, b, semAcesso] = await Promise.all([criarAmbienteDeTeste(), criarAmbienteDeTeste(), criarAmbienteDeTeste()]);
});

/** One person (one e-mail, proven in both) with an account in A and another in B, signed in to A. */
async function pessoaEmDoisAmbientes() {
  const email = novoEmail('duas-contas');
  await cadastrarEEntrar(b, { email });
  await cadastrarEEntrar(a, { email });
  await Promise.all([confirmarEmail(a, email), confirmarEmail(b, email)]);
  return entrar(a, email, SENHA).then((s) => ({ ...s, email }));
}

describe('listaAmbientesAcesso', () => {
  it('lists every tenant where the e-mail has an active, verified account, and only those', async () => {
    const { usuario } = await pessoaEmDoisAmbientes();

    const siglas = usuario.listaAmbientesAcesso.map((x) => x.siglaAmbienteCliente);

    expect(siglas.sort()).toEqual([a.sigla, b.sigla].sort());
    expect(usuario.listaAmbientesAcesso[0]).toHaveProperty('nomeAmbienteCliente');
    expect(usuario.listaAmbientesAcesso[0]).toHaveProperty('logoAmbienteClienteURL');
  });
});

describe('POST /api/auth/alternar-ambiente', () => {
  it('opens a session in the other tenant and answers its Usuario and Cliente', async () => {
    const { http, email } = await pessoaEmDoisAmbientes();

    const r = await http.post<RespostaAlternarAmbiente>(
      '/api/auth/alternar-ambiente',
      { sigla: b.sigla.toLowerCase() },
      { sigla: a.sigla },
    );

    expect(r.status).toBe(200);
    expect(r.body.Cliente.sigla).toBe(b.sigla);
    expect(r.body.Usuario).toMatchObject({ email, authTokenCliente: b.tokenCliente });
    expect(r.setCookies.some((c) => c.startsWith(`wf_sessao_${b.sigla}=`))).toBe(true);
    const emB = await http.get<RespostaSessao>('/api/auth/verify-login', { sigla: b.sigla });
    expect(emB.body.cliente.sigla).toBe(b.sigla);
    // The session in A is kept: one session per tenant.
    expect((await http.get('/api/auth/verify-login', { sigla: a.sigla })).status).toBe(200);
  });

  it('refuses a tenant where the person has no account', async () => {
    const { http } = await pessoaEmDoisAmbientes();

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: semAcesso.sigla }, { sigla: a.sigla });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não possui acesso a este ambiente');
    expect(r.setCookies).toEqual([]);
  });

  it('refuses an unknown tenant the same way', async () => {
    const { http } = await pessoaEmDoisAmbientes();

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: 'NAOEXISTE55' }, { sigla: a.sigla });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não possui acesso a este ambiente');
  });

  it('refuses a tenant where the account was deactivated, and drops it from the list', async () => {
    const email = novoEmail('desativado');
    const emB = await cadastrarEEntrar(b, { email });
    await cadastrarEEntrar(a, { email });
    await Promise.all([confirmarEmail(a, email), confirmarEmail(b, email)]);
    const { http } = await entrar(a, email, SENHA);
    const { http: adminB } = await entrar(b, b.adminEmail, b.adminSenha);
    const desativar = await adminB.put(
      '/api/usuario/atualizarUsuario',
      { id: emB.usuario.id, nome: emB.usuario.nome, perfilUsuario: '1', ativo: 'N' },
      { sigla: b.sigla },
    );
    expect(desativar.status).toBe(200);

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: b.sigla }, { sigla: a.sigla });

    expect(r.status).toBe(403);
    const eu = await http.get<RespostaSessao>('/api/auth/verify-login', { sigla: a.sigla });
    expect(eu.body.usuario.listaAmbientesAcesso.map((x) => x.siglaAmbienteCliente)).toEqual([a.sigla]);
  });

  it('needs a session', async () => {
    const { http } = await pessoaEmDoisAmbientes();

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: b.sigla }, { sigla: semAcesso.sigla });

    expect(r.status).toBe(401);
    expect(comoErro(r).tipo).toBe('ESessaoUsuarioExpirada');
  });
});

/**
 * An e-mail is the same person in two tenants only when its owner proved it in both, by a link
 * sent to it.
 */
describe('switching needs the e-mail proven on both accounts', () => {
  /** ACME: a tenant whose administrator proved his e-mail (followed the welcome link). */
  async function acmeComAdminVerificado(): Promise<AmbienteDeTeste> {
    const acme = await criarAmbienteDeTeste();
    await confirmarEmail(acme, acme.adminEmail);
    return acme;
  }

  it('the takeover path: sign up elsewhere with the ACME admin e-mail, sign in, switch to ACME: 403, no session', async () => {
    const acme = await acmeComAdminVerificado();
    // A tenant without activation, like AVMB: the sign-up needs no link, the account is usable at once.
    const { http } = await cadastrarEEntrar(a, { email: acme.adminEmail });

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: acme.sigla }, { sigla: a.sigla });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não possui acesso a este ambiente');
    expect(r.setCookies).toEqual([]);
    expect(
      (await http.get('/api/usuario/buscarUsuarios?pagina=1&tamanhoPagina=10', { sigla: acme.sigla })).status,
    ).toBe(401);
    const eu = await http.get<RespostaSessao>('/api/auth/verify-login', { sigla: a.sigla });
    expect(eu.body.usuario.listaAmbientesAcesso.map((x) => x.siglaAmbienteCliente)).toEqual([a.sigla]);
  });

  it('a verified account cannot switch into an unverified one of the same e-mail', async () => {
    const email = novoEmail('alvo-nao-verificado');
    await cadastrarEEntrar(b, { email });
    await cadastrarEEntrar(a, { email });
    await confirmarEmail(a, email);
    const { http, usuario } = await entrar(a, email, SENHA);

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: b.sigla }, { sigla: a.sigla });

    expect(r.status).toBe(403);
    expect(usuario.listaAmbientesAcesso.map((x) => x.siglaAmbienteCliente)).toEqual([a.sigla]);
  });

  it('the takeover with one click: the victim opening the confirmation link changes nothing; setting the password there ends the attacker', async () => {
    const acme = await acmeComAdminVerificado();
    const SENHA_ATACANTE = 'Atacante123';
    const SENHA_VITIMA = 'Vitima12345';
    // The attacker signs up in a tenant without activation with the ACME admin's e-mail and a
    // password he chose, and keeps his session.
    const cadastro = await new ClienteHttp().post('/api/usuario/inserir', {
      tokenCliente: a.tokenCliente,
      Usuario: usuarioValido({ email: acme.adminEmail, senha: SENHA_ATACANTE, confirmarSenha: SENHA_ATACANTE }),
    });
    expect(cadastro.status).toBe(201);
    const atacante = await entrar(a, acme.adminEmail, SENHA_ATACANTE);
    // The real owner receives the welcome e-mail and opens its link: the page validates the link
    // (as the SPA does on arrival) and the old activation call with the same token is refused.
    const link = await aguardarLink(acme.adminEmail, `/workflow/confirmaremail/${a.sigla}/`);
    const anonimo = new ClienteHttp();
    const aberto = await anonimo.patch('/api/usuario/resetarsenha', { customer: link.sigla, hash: link.token });
    expect(aberto.status).toBe(200);
    expect((await anonimo.patch('/api/usuario/ativarusuario', { customer: link.sigla, hash: link.token })).status).toBe(
      410,
    );

    const tentativa = await atacante.http.post(
      '/api/auth/alternar-ambiente',
      { sigla: acme.sigla },
      { sigla: a.sigla },
    );

    expect(tentativa.status).toBe(403);
    expect(tentativa.setCookies).toEqual([]);

    // The owner sets the password through the link: the account is his and verified.
    const definida = await anonimo.patch('/api/usuario/recuperarsenha', {
      customer: link.sigla,
      hash: link.token,
      senha: SENHA_VITIMA,
      confirmarSenha: SENHA_VITIMA,
    });
    expect(definida.status).toBe(200);
    expect((await atacante.http.get('/api/auth/verify-login', { sigla: a.sigla })).status).toBe(401);
    expect(
      (await atacante.http.post('/api/auth/alternar-ambiente', { sigla: acme.sigla }, { sigla: a.sigla })).status,
    ).toBe(401);
    const senhaDoAtacante = await new ClienteHttp().post('/api/auth/local', {
      email: acme.adminEmail,
      senha: SENHA_ATACANTE,
      tokenCliente: a.tokenCliente,
    });
    expect(senhaDoAtacante.status).toBe(401);
    // Now a verified pair: the owner switches fine.
    const { http } = await entrar(a, acme.adminEmail, SENHA_VITIMA);
    const r = await http.post<RespostaAlternarAmbiente>(
      '/api/auth/alternar-ambiente',
      { sigla: acme.sigla },
      { sigla: a.sigla },
    );
    expect(r.status).toBe(200);
    expect(r.body.Usuario.perfilUsuario).toBe('2');
  });

  it('the activation link of a tenant that requires activation activates but does not verify', async () => {
    const acme = await acmeComAdminVerificado();
    const comAtivacao = await criarAmbienteDeTeste({ exigirAtivacao: true });
    const cadastro = await new ClienteHttp().post('/api/usuario/inserir', {
      tokenCliente: comAtivacao.tokenCliente,
      Usuario: usuarioValido({ email: acme.adminEmail }),
    });
    expect(cadastro.status).toBe(201);
    // The real owner clicks the activation link he received.
    const link = await aguardarLink(acme.adminEmail, `/workflow/ativarusuario/${comAtivacao.sigla}/`);
    const ativacao = await new ClienteHttp().patch('/api/usuario/ativarusuario', {
      customer: link.sigla,
      hash: link.token,
    });
    expect(ativacao.status).toBe(200);
    const { http, usuario } = await entrar(comAtivacao, acme.adminEmail, SENHA);

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: acme.sigla }, { sigla: comAtivacao.sigla });

    expect(r.status).toBe(403);
    expect(usuario.listaAmbientesAcesso.map((x) => x.siglaAmbienteCliente)).toEqual([comAtivacao.sigla]);
  });

  it('a password reset through the e-mailed link verifies the e-mail too', async () => {
    const email = novoEmail('por-reset');
    await cadastrarEEntrar(b, { email });
    await cadastrarEEntrar(a, { email });
    await confirmarEmail(b, email);
    const anonimo = new ClienteHttp();
    await anonimo.post('/api/usuario/esquecisenha', { email, tokenCliente: a.tokenCliente });
    await definirSenhaPeloLink(email, `/workflow/resetarsenha/${a.sigla}/`, OUTRA_SENHA, anonimo);
    const { http } = await entrar(a, email, OUTRA_SENHA);

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: b.sigla }, { sigla: a.sigla });

    expect(r.status).toBe(200);
  });

  it('nothing an administrator does verifies an account: created by the operator, edited by an admin, still refused', async () => {
    const acme = await acmeComAdminVerificado();
    // The operator CLI's administrator of another tenant with the same e-mail: never proven there.
    const outro = await criarAmbienteDeTeste({ adminEmail: acme.adminEmail });
    const { http: adminOutro, usuario } = await entrar(outro, acme.adminEmail, SENHA);
    const edicao = await adminOutro.put(
      '/api/usuario/atualizarUsuario',
      {
        id: usuario.id,
        nome: usuario.nome,
        perfilUsuario: '2',
        ativo: 'S',
        emailVerificadoEm: '2020-01-01T00:00:00.000Z',
      },
      { sigla: outro.sigla },
    );
    const minhaConta = await adminOutro.put(
      '/api/usuario/atualizar',
      { nome: usuario.nome, emailVerificadoEm: '2020-01-01T00:00:00.000Z' },
      { sigla: outro.sigla },
    );
    expect([edicao.status, minhaConta.status]).not.toContain(500);

    const r = await adminOutro.post('/api/auth/alternar-ambiente', { sigla: acme.sigla }, { sigla: outro.sigla });

    expect(r.status).toBe(403);
    expect(r.setCookies).toEqual([]);
  });
});
