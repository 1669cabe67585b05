import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { JournalEntry } from '../../infra/local/eventJournal';
import { eventually } from '../support/eventually';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { novoEmail, OUTRA_SENHA, SENHA } from './support/dados';
import { aguardarLink, emailsPara } from './support/emails';
import { cadastrarEEntrar } from './support/sessoes';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await criarAmbienteDeTeste();
});

const http = new ClienteHttp();
const MENSAGEM_PEDIDO = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.';
const login = (email: string, senha: string) =>
  http.post('/api/auth/local', { email, senha, tokenCliente: amb.tokenCliente });
const pedirLink = async (email: string) => {
  const r = await http.post('/api/usuario/esquecisenha', { email, tokenCliente: amb.tokenCliente });
  expect(r.status).toBe(200);
  return aguardarLink(email, '/workflow/resetarsenha/');
};
/** The raw answer (status, body text, content type) of a forgotten-password request. */
async function pedirCru(email: string) {
  const r = await fetch(`${inject('baseUrl')}/api/usuario/esquecisenha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cliente': amb.sigla },
    body: JSON.stringify({ email, tokenCliente: amb.tokenCliente }),
  });
  return { status: r.status, tipo: r.headers.get('content-type'), corpo: await r.text() };
}
/** The password-link requests for this e-mail that the local bus carried (its journal). */
async function pedidosPara(email: string): Promise<JournalEntry[]> {
  const todos = (await (await fetch(`${inject('baseUrl')}/_local/events`)).json()) as JournalEntry[];
  return todos.filter(
    (e) => e.detailType === 'recuperacaoSenhaSolicitada' && (e.detail as { email?: string }).email === email,
  );
}
const redefinir = (dados: { customer: string; hash: string }, senha: string, confirmarSenha = senha) =>
  http.patch('/api/usuario/recuperarsenha', { ...dados, senha, confirmarSenha });

describe('POST /api/usuario/esquecisenha', () => {
  it('answers the same for a registered and an unknown e-mail', async () => {
    const { email } = await cadastrarEEntrar(amb);

    const conhecido = await http.post('/api/usuario/esquecisenha', { email, tokenCliente: amb.tokenCliente });
    const desconhecido = await http.post('/api/usuario/esquecisenha', {
      email: novoEmail('ninguem'),
      tokenCliente: amb.tokenCliente,
    });

    expect(conhecido.status).toBe(200);
    expect(desconhecido.status).toBe(200);
    expect(conhecido.body).toEqual({ mensagem: MENSAGEM_PEDIDO });
    expect(desconhecido.body).toEqual(conhecido.body);
  });

  it('writes exactly one event for a registered and for an unknown e-mail, and the raw answers are identical', async () => {
    const { email } = await cadastrarEEntrar(amb);
    const ninguem = novoEmail('ninguem');

    const [conhecido, desconhecido] = [await pedirCru(email), await pedirCru(ninguem)];

    expect(desconhecido).toEqual(conhecido);
    const [doConhecido, doDesconhecido] = await eventually(async () => {
      const eventos = await Promise.all([pedidosPara(email), pedidosPara(ninguem)]);
      return eventos.every((e) => e.length > 0) ? eventos : undefined;
    });
    await aguardarLink(email, '/workflow/resetarsenha/');
    expect((await pedidosPara(email)).length).toBe(1);
    expect((await pedidosPara(ninguem)).length).toBe(1);
    // The event names the tenant and the e-mail only: nothing in it depends on the account.
    expect(Object.keys(doConhecido[0]!.detail as object).sort()).toEqual(
      Object.keys(doDesconhecido[0]!.detail as object).sort(),
    );
    expect(await emailsPara(ninguem)).toEqual([]);
  });

  it('sends at most 3 password e-mails per hour to one address: the 4th request answers the same and sends nothing', async () => {
    const { email } = await cadastrarEEntrar(amb);
    const respostas = [];
    for (let i = 0; i < 4; i++) respostas.push(await pedirCru(email));

    // Only once the 4th request's event has gone through the e-mail consumer is "no 4th e-mail" meaningful.
    await eventually(async () => {
      const pedidos = await pedidosPara(email);
      return pedidos.length === 4 &&
        pedidos.every((p) => p.deliveries.some((d) => d.consumer === 'email' && d.status === 'entregue'))
        ? true
        : undefined;
    });

    expect(new Set(respostas.map((r) => JSON.stringify(r))).size).toBe(1);
    const resets = (await emailsPara(email)).filter((e) => e.subject === 'Redefinição de senha do Workflow');
    expect(resets).toHaveLength(3);
  });

  it('e-mails a reset link to a registered account only', async () => {
    const { email } = await cadastrarEEntrar(amb);
    const ninguem = novoEmail('ninguem');
    await http.post('/api/usuario/esquecisenha', { email: ninguem, tokenCliente: amb.tokenCliente });

    const { link } = await pedirLink(email);

    expect(link).toContain(`/workflow/resetarsenha/${amb.sigla}/`);
    expect(await emailsPara(ninguem)).toEqual([]);
  });

  it('validates the e-mail with its pt-BR message', async () => {
    const r = await http.post('/api/usuario/esquecisenha', { email: 'sem-arroba', tokenCliente: amb.tokenCliente });

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('E-mail inválido');
  });
});

describe('PATCH /api/usuario/resetarsenha', () => {
  it('validates the link and answers the data of the reset call', async () => {
    const { email } = await cadastrarEEntrar(amb);
    const { sigla, token } = await pedirLink(email);

    const r = await http.patch('/api/usuario/resetarsenha', { customer: sigla, hash: token });

    expect(r.status).toBe(200);
    expect(r.body).toEqual({ customer: amb.sigla, hash: token, email });
  });

  it('answers 410 for an unknown link', async () => {
    const r = await http.patch('/api/usuario/resetarsenha', { customer: amb.sigla, hash: 'inventado' });

    expect(r.status).toBe(410);
    expect(comoErro(r)).toMatchObject({ mensagem: 'Link de recuperação inválido ou expirado', tipo: 'ELinkInvalido' });
  });
});

describe('PATCH /api/usuario/recuperarsenha', () => {
  it('request mode behaves like esquecisenha', async () => {
    const { email } = await cadastrarEEntrar(amb);

    const r = await http.patch('/api/usuario/recuperarsenha', { email, tokenCliente: amb.tokenCliente });

    expect(r.body).toEqual({ mensagem: MENSAGEM_PEDIDO });
    await aguardarLink(email, '/workflow/resetarsenha/');
  });

  it('sets the new password: the old one stops working, the new one signs in', async () => {
    const { email } = await cadastrarEEntrar(amb);
    const link = await pedirLink(email);

    const r = await redefinir({ customer: link.sigla, hash: link.token }, OUTRA_SENHA);

    expect(r.status).toBe(200);
    expect(r.body).toEqual({ mensagem: 'Senha redefinida com sucesso! Faça login com a nova senha.' });
    expect((await login(email, SENHA)).status).toBe(401);
    expect((await login(email, OUTRA_SENHA)).status).toBe(200);
  });

  it('signs the account out of the sessions opened before the reset', async () => {
    const { email, http: navegador } = await cadastrarEEntrar(amb);
    const link = await pedirLink(email);

    await redefinir({ customer: link.sigla, hash: link.token }, OUTRA_SENHA);

    expect((await navegador.get('/api/auth/verify-login', { sigla: amb.sigla })).status).toBe(401);
  });

  it('uses a link only once', async () => {
    const { email } = await cadastrarEEntrar(amb);
    const link = await pedirLink(email);
    await redefinir({ customer: link.sigla, hash: link.token }, OUTRA_SENHA);

    const r = await redefinir({ customer: link.sigla, hash: link.token }, 'Terceira123');

    expect(r.status).toBe(410);
    expect(comoErro(r).mensagem).toBe('Link de recuperação inválido ou expirado');
    expect((await login(email, OUTRA_SENHA)).status).toBe(200);
  });

  it.each([
    [
      'a weak password',
      'fraca123',
      'fraca123',
      'Sua senha deve ter no mínimo 8 caracteres contendo números, letras maiúsculas e minúsculas.',
    ],
    ['no confirmation', OUTRA_SENHA, '', 'Por favor, confirme sua senha'],
    ['a different confirmation', OUTRA_SENHA, 'Diferente123', 'Por favor, informe a mesma senha para confirmar'],
  ])(
    'refuses %s with its pt-BR message, keeping the password and the link',
    async (_caso, senha, confirmarSenha, mensagem) => {
      const { email } = await cadastrarEEntrar(amb);
      const link = await pedirLink(email);

      const r = await redefinir({ customer: link.sigla, hash: link.token }, senha, confirmarSenha);

      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe(mensagem);
      expect((await login(email, SENHA)).status).toBe(200);
      expect((await http.patch('/api/usuario/resetarsenha', { customer: link.sigla, hash: link.token })).status).toBe(
        200,
      );
    },
  );
});
