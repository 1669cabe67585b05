import { beforeAll, describe, expect, it } from 'vitest';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { novoEmail, SENHA, usuarioValido } from './support/dados';
import { aguardarLink } from './support/emails';

let amb: AmbienteDeTeste;
let outro: AmbienteDeTeste;
beforeAll(async () => {
  [amb, outro] = await Promise.all([criarAmbienteDeTeste({ exigirAtivacao: true }), criarAmbienteDeTeste()]);
});

const http = new ClienteHttp();
const login = (email: string) => http.post('/api/auth/local', { email, senha: SENHA, tokenCliente: amb.tokenCliente });
const ativar = (customer: string, hash: string) => http.patch('/api/usuario/ativarusuario', { customer, hash });

async function cadastrarPendente(): Promise<string> {
  const email = novoEmail('pendente');
  const r = await http.post('/api/usuario/inserir', {
    tokenCliente: amb.tokenCliente,
    Usuario: usuarioValido({ email }),
  });
  expect(r.status).toBe(201);
  expect(r.body).toEqual({
    mensagem: 'Cadastro realizado com sucesso! Enviamos um link de ativação para o seu e-mail.',
  });
  return email;
}

describe('account activation (exigirAtivacaoUsuario S)', () => {
  it('keeps a new account inactive: the right password gets the activation message', async () => {
    const email = await cadastrarPendente();

    const r = await login(email);

    expect(r.status).toBe(403);
    expect(comoErro(r)).toMatchObject({
      tipo: 'EUsuarioInativo',
      mensagem: 'Sua conta ainda não foi ativada. Use o link de ativação enviado para o seu e-mail.',
    });
  });

  it('still answers a wrong password of an inactive account with the generic 401', async () => {
    const email = await cadastrarPendente();

    const r = await http.post('/api/auth/local', { email, senha: 'Errada1234', tokenCliente: amb.tokenCliente });

    expect(r.status).toBe(401);
    expect(comoErro(r).mensagem).toBe('E-mail ou senha inválidos');
  });

  it('activates the account with the e-mailed link, after which login works', async () => {
    const email = await cadastrarPendente();
    const { sigla, token, link } = await aguardarLink(email, '/workflow/ativarusuario/');
    expect(link).toContain(`/workflow/ativarusuario/${amb.sigla}/`);

    const r = await ativar(sigla, token);

    expect(r.status).toBe(200);
    expect(r.body).toEqual({ mensagem: 'Usuário ativado com sucesso! Faça login para continuar.' });
    expect((await login(email)).status).toBe(200);
  });

  it('accepts a link only once', async () => {
    const email = await cadastrarPendente();
    const { sigla, token } = await aguardarLink(email, '/workflow/ativarusuario/');
    await ativar(sigla, token);

    const r = await ativar(sigla, token);

    expect(r.status).toBe(410);
    expect(comoErro(r).mensagem).toBe('Link de ativação inválido ou expirado');
  });

  it('refuses a made-up hash with 410', async () => {
    const r = await ativar(amb.sigla, 'hash-inventado');

    expect(r.status).toBe(410);
    expect(comoErro(r).mensagem).toBe('Link de ativação inválido ou expirado');
  });

  it("refuses a link presented under another tenant's sigla and leaves it usable", async () => {
    const email = await cadastrarPendente();
    const { token } = await aguardarLink(email, '/workflow/ativarusuario/');

    const r = await ativar(outro.sigla, token);

    expect(r.status).toBe(410);
    expect((await login(email)).status).toBe(403);
    expect((await ativar(amb.sigla, token)).status).toBe(200);
  });

  it('asks for the tenant and the hash', async () => {
    const r = await http.patch('/api/usuario/ativarusuario', { customer: amb.sigla });

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Link inválido ou expirado');
  });
});
