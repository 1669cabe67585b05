import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaAlternarAmbiente, RespostaSessao } from '@wf/shared/types/sessao';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { novoEmail, OUTRA_SENHA, SENHA } from './support/dados';
import { aguardarLink } from './support/emails';
import { confirmarEmail, cadastrarEEntrar, entrar } from './support/sessoes';

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

  it('the confirmation link verifies the e-mail and the switch is then honoured', async () => {
    const acme = await acmeComAdminVerificado();
    const { http } = await cadastrarEEntrar(a, { email: acme.adminEmail });
    const { sigla, token } = await aguardarLink(acme.adminEmail, `/workflow/ativarusuario/${a.sigla}/`);

    const confirmacao = await new ClienteHttp().patch('/api/usuario/ativarusuario', { customer: sigla, hash: token });
    expect(confirmacao.body).toEqual({ mensagem: 'E-mail confirmado com sucesso! Faça login para continuar.' });
    const r = await http.post<RespostaAlternarAmbiente>(
      '/api/auth/alternar-ambiente',
      { sigla: acme.sigla },
      { sigla: a.sigla },
    );

    expect(r.status).toBe(200);
    expect(r.body.Usuario.perfilUsuario).toBe('2');
  });

  it('a password reset through the e-mailed link verifies the e-mail too', async () => {
    const email = novoEmail('por-reset');
    await cadastrarEEntrar(b, { email });
    await cadastrarEEntrar(a, { email });
    await confirmarEmail(b, email);
    const anonimo = new ClienteHttp();
    await anonimo.post('/api/usuario/esquecisenha', { email, tokenCliente: a.tokenCliente });
    const link = await aguardarLink(email, `/workflow/resetarsenha/${a.sigla}/`);
    const reset = await anonimo.patch('/api/usuario/recuperarsenha', {
      customer: link.sigla,
      hash: link.token,
      senha: OUTRA_SENHA,
      confirmarSenha: OUTRA_SENHA,
    });
    expect(reset.status).toBe(200);
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
