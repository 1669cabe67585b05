import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { novoEmail, SENHA } from './support/dados';
import { cadastrarEEntrar } from './support/sessoes';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await criarAmbienteDeTeste();
});

const login = (corpo: Record<string, unknown>) => new ClienteHttp().post<RespostaSessao>('/api/auth/local', corpo);

describe('POST /api/auth/local', () => {
  it('signs the administrator in and answers the user and the tenant', async () => {
    const r = await login({ email: amb.adminEmail, senha: amb.adminSenha, tokenCliente: amb.tokenCliente });

    expect(r.status).toBe(200);
    expect(r.body.usuario).toMatchObject({ email: amb.adminEmail, perfilUsuario: '2', ativo: 'S', iniciais: 'AA' });
    expect(r.body.usuario.authTokenCliente).toBe(amb.tokenCliente);
    expect(r.body.cliente).toMatchObject({ sigla: amb.sigla, token: amb.tokenCliente });
  });

  it('sets an HttpOnly SameSite per-tenant session cookie (not Secure on the plain-http runtime)', async () => {
    const r = await login({ email: amb.adminEmail, senha: amb.adminSenha, tokenCliente: amb.tokenCliente });

    const sessao = r.setCookies.find((c) => c.startsWith(`wf_sessao_${amb.sigla}=`));
    expect(sessao).toBeDefined();
    expect(sessao).toContain('HttpOnly');
    expect(sessao).toContain('SameSite=Lax');
    expect(sessao).not.toContain('Secure');
    expect(r.setCookies.some((c) => c.startsWith(`wf_cliente=${amb.sigla}`))).toBe(true);
  });

  it('answers unknown e-mail and wrong password identically', async () => {
    const desconhecido = await login({
      email: novoEmail('ninguem'),
      senha: amb.adminSenha,
      tokenCliente: amb.tokenCliente,
    });
    const senhaErrada = await login({ email: amb.adminEmail, senha: 'SenhaErrada1', tokenCliente: amb.tokenCliente });

    expect(desconhecido.status).toBe(401);
    expect(senhaErrada.status).toBe(401);
    expect(desconhecido.body).toEqual(senhaErrada.body);
    expect(comoErro(senhaErrada).mensagem).toBe('E-mail ou senha inválidos');
    expect(desconhecido.setCookies).toEqual([]);
  });

  it('refuses an unknown tokenCliente with 404', async () => {
    const r = await login({ email: amb.adminEmail, senha: amb.adminSenha, tokenCliente: 'nao-existe' });

    expect(r.status).toBe(404);
    expect(comoErro(r)).toMatchObject({ mensagem: 'Ambiente não encontrado', tipo: 'EClienteNaoEncontrado' });
  });

  describe('validation (spec 1, section 5)', () => {
    it.each([
      ['missing e-mail', { senha: SENHA }, 'Por favor, informe seu e-mail'],
      ['blank e-mail', { email: '  ', senha: SENHA }, 'Por favor, informe seu e-mail'],
      ['malformed e-mail', { email: 'maria@', senha: SENHA }, 'E-mail informado é inválido'],
      ['missing password', { email: 'a@b.com.br' }, 'Por favor, informe sua senha'],
      ['empty password', { email: 'a@b.com.br', senha: '' }, 'Por favor, informe sua senha'],
      ['short password', { email: 'a@b.com.br', senha: '1234567' }, 'Sua senha deve ter no mínimo 8 dígitos'],
    ])('%s gets the spec message', async (_caso, corpo, mensagem) => {
      const r = await login({ ...corpo, tokenCliente: amb.tokenCliente });

      expect(r.status).toBe(400);
      expect(comoErro(r)).toMatchObject({ mensagem, tipo: 'EValidacao' });
    });
  });

  describe('throttling', () => {
    it('locks the e-mail after 5 failures, even for the right password', async () => {
      const { email, senha } = await cadastrarEEntrar(amb);
      for (let i = 0; i < 5; i++) {
        expect((await login({ email, senha: 'Errada123', tokenCliente: amb.tokenCliente })).status).toBe(401);
      }

      const certa = await login({ email, senha, tokenCliente: amb.tokenCliente });

      expect(certa.status).toBe(429);
      expect(comoErro(certa).mensagem).toBe('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
      expect(certa.setCookies).toEqual([]);
    });

    it('locks only that e-mail: another account of the tenant still signs in', async () => {
      const vitima = await cadastrarEEntrar(amb);
      const outro = await cadastrarEEntrar(amb);
      for (let i = 0; i < 5; i++)
        await login({ email: vitima.email, senha: 'Errada123', tokenCliente: amb.tokenCliente });

      const r = await login({ email: outro.email, senha: outro.senha, tokenCliente: amb.tokenCliente });

      expect(r.status).toBe(200);
    });

    it('forgives earlier failures once the password matches', async () => {
      const { email, senha } = await cadastrarEEntrar(amb);
      for (let i = 0; i < 4; i++) await login({ email, senha: 'Errada123', tokenCliente: amb.tokenCliente });
      expect((await login({ email, senha, tokenCliente: amb.tokenCliente })).status).toBe(200);
      for (let i = 0; i < 4; i++) await login({ email, senha: 'Errada123', tokenCliente: amb.tokenCliente });

      expect((await login({ email, senha, tokenCliente: amb.tokenCliente })).status).toBe(200);
    });
  });
});
