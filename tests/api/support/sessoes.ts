import { expect } from 'vitest';
import type { RespostaSessao, UsuarioSessao } from '@wf/shared/types/sessao';
import { ClienteHttp } from './clienteHttp';
import { CELULAR, novoCpf, novoEmail, SENHA } from './dados';
import type { AmbienteDeTeste } from './ambientes';
import { aguardarLink } from './emails';

/** A browser signed in to the tenant with this e-mail and password. */
export async function entrar(amb: Pick<AmbienteDeTeste, 'tokenCliente' | 'sigla'>, email: string, senha: string) {
  const http = new ClienteHttp();
  const r = await http.post<RespostaSessao>('/api/auth/local', { email, senha, tokenCliente: amb.tokenCliente });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { http, usuario: r.body.usuario, sigla: amb.sigla };
}

/** Signs up (tenant without activation) and signs in; answers the browser and the account. */
export async function cadastrarEEntrar(
  amb: AmbienteDeTeste,
  dados: { email?: string; nome?: string } = {},
): Promise<{ http: ClienteHttp; usuario: UsuarioSessao; email: string; senha: string }> {
  const email = dados.email ?? novoEmail();
  const r = await new ClienteHttp().post('/api/usuario/inserir', {
    tokenCliente: amb.tokenCliente,
    Usuario: {
      nome: dados.nome ?? 'Pedro Alves',
      email,
      celular: CELULAR,
      cpf: novoCpf(),
      senha: SENHA,
      confirmarSenha: SENHA,
      termos: true,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const { http, usuario } = await entrar(amb, email, SENHA);
  return { http, usuario, email, senha: SENHA };
}

/**
 * Follows the link of the welcome e-mail of this account of the tenant and sets the password
 * there, as its owner would: the e-mail is verified only when the mailbox owner chose the
 * password through a link sent to it. Every older session of the account ends.
 */
export async function confirmarEmail(
  amb: Pick<AmbienteDeTeste, 'sigla'>,
  email: string,
  senha: string = SENHA,
): Promise<void> {
  await definirSenhaPeloLink(email, `/workflow/confirmaremail/${amb.sigla}/`, senha);
}

/** Waits for the e-mailed link under that path and sets the password through it (200 expected). */
export async function definirSenhaPeloLink(
  email: string,
  caminhoDoLink: string,
  senha: string,
  http: ClienteHttp = new ClienteHttp(),
): Promise<void> {
  const { sigla, token } = await aguardarLink(email, caminhoDoLink);
  const r = await http.patch('/api/usuario/recuperarsenha', {
    customer: sigla,
    hash: token,
    senha,
    confirmarSenha: senha,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
