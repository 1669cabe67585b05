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
 * Follows the confirmation (or activation) link e-mailed to this account of the tenant, as its
 * owner would: the only way an account's e-mail becomes verified.
 */
export async function confirmarEmail(amb: Pick<AmbienteDeTeste, 'sigla'>, email: string): Promise<void> {
  const { sigla, token } = await aguardarLink(email, `/workflow/ativarusuario/${amb.sigla}/`);
  const r = await new ClienteHttp().patch('/api/usuario/ativarusuario', { customer: sigla, hash: token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
