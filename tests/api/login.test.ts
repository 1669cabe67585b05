import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { novoEmail, OUTRA_SENHA, SENHA } from './support/dados';
import { cadastrarEEntrar, definirSenhaPeloLink } from './support/sessoes';

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

  describe('validation', () => {
    it.each([
      ['missing e-mail', { senha: SENHA }, 'Por favor, informe seu e-mail'],
      ['blank e-mail', { email: '  ', senha: SENHA }, 'Por favor, informe seu e-mail'],
      ['malformed e-mail', { email: 'maria@', senha: SENHA }, 'E-mail informado é inválido'],
      ['missing password', { email: 'a@b.com.br' }, 'Por favor, informe sua senha'],
      ['empty password', { email: 'a@b.com.br', senha: '' }, 'Por favor, informe sua senha'],
      ['short password', { email: 'a@b.com.br', senha: '1234567' }, 'Sua senha deve ter no mínimo 8 dígitos'],
    ])('%s gets its pt-BR message', async (_caso, corpo, mensagem) => {
      const r = await login({ ...corpo, tokenCliente: amb.tokenCliente });

      expect(r.status).toBe(400);
      expect(comoErro(r)).toMatchObject({ mensagem, tipo: 'EValidacao' });
    });
  });

  describe('throttling', () => {
    // Each test speaks from its own loopback address, so the per-address counter of one test
    // never reaches another (every API test otherwise comes from 127.0.0.1).
    let proximo = 10;
    const novoEndereco = (): string => `127.0.${Math.floor(Math.random() * 200) + 20}.${proximo++}`;
    const loginDe = (endereco: string, corpo: Record<string, unknown>) =>
      new ClienteHttp(undefined, endereco).post<RespostaSessao>('/api/auth/local', corpo);
    const MENSAGEM_CONTA_BLOQUEADA =
      'Muitas tentativas de login nesta conta. Para entrar agora, redefina sua senha em "Esqueci minha senha"; ou aguarde 15 minutos e tente novamente.';

    it('locks the e-mail after 5 failures, even for the right password, and says how to get in', async () => {
      const endereco = novoEndereco();
      const { email, senha } = await cadastrarEEntrar(amb);
      for (let i = 0; i < 5; i++) {
        expect((await loginDe(endereco, { email, senha: 'Errada123', tokenCliente: amb.tokenCliente })).status).toBe(
          401,
        );
      }

      const certa = await loginDe(endereco, { email, senha, tokenCliente: amb.tokenCliente });

      expect(certa.status).toBe(429);
      expect(comoErro(certa).mensagem).toBe(MENSAGEM_CONTA_BLOQUEADA);
      expect(certa.setCookies).toEqual([]);
    });

    it('locks only that e-mail: another account of the tenant still signs in', async () => {
      const endereco = novoEndereco();
      const vitima = await cadastrarEEntrar(amb);
      const outro = await cadastrarEEntrar(amb);
      for (let i = 0; i < 5; i++)
        await loginDe(endereco, { email: vitima.email, senha: 'Errada123', tokenCliente: amb.tokenCliente });

      const r = await loginDe(endereco, { email: outro.email, senha: outro.senha, tokenCliente: amb.tokenCliente });

      expect(r.status).toBe(200);
    });

    it('forgives earlier failures once the password matches', async () => {
      const endereco = novoEndereco();
      const { email, senha } = await cadastrarEEntrar(amb);
      for (let i = 0; i < 4; i++)
        await loginDe(endereco, { email, senha: 'Errada123', tokenCliente: amb.tokenCliente });
      expect((await loginDe(endereco, { email, senha, tokenCliente: amb.tokenCliente })).status).toBe(200);
      for (let i = 0; i < 4; i++)
        await loginDe(endereco, { email, senha: 'Errada123', tokenCliente: amb.tokenCliente });

      expect((await loginDe(endereco, { email, senha, tokenCliente: amb.tokenCliente })).status).toBe(200);
    });

    /** The owner asks for a reset link from his address and sets a new password through it. */
    async function redefinirPeloLink(dono: string, email: string): Promise<void> {
      const http = new ClienteHttp(undefined, dono);
      await http.post('/api/usuario/esquecisenha', { email, tokenCliente: amb.tokenCliente });
      await definirSenhaPeloLink(email, `/workflow/resetarsenha/${amb.sigla}/`, OUTRA_SENHA, http);
    }

    it("a stranger hammering the owner's e-mail from his address never locks the owner out at his own", async () => {
      const { email } = await cadastrarEEntrar(amb);
      const estranho = novoEndereco();
      const dono = novoEndereco();
      const chute = () => loginDe(estranho, { email, senha: 'Chute1234', tokenCliente: amb.tokenCliente });
      for (let i = 0; i < 5; i++) expect((await chute()).status).toBe(401);
      // 25 more while locked: refused, and counted (they are not free).
      for (let i = 0; i < 25; i++) expect((await chute()).status).toBe(429);
      expect((await loginDe(dono, { email, senha: SENHA, tokenCliente: amb.tokenCliente })).status).toBe(200);
      // The attempts made while locked brought the stranger's address to its own limit.
      const outroDoEstranho = await loginDe(estranho, {
        email: novoEmail('outro'),
        senha: 'Chute1234',
        tokenCliente: amb.tokenCliente,
      });
      expect(comoErro(outroDoEstranho).mensagem).toBe(
        'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
      );

      await redefinirPeloLink(dono, email);
      for (let i = 0; i < 5; i++) expect((await chute()).status).toBe(429);
      const entrou = await loginDe(dono, { email, senha: OUTRA_SENHA, tokenCliente: amb.tokenCliente });

      expect(entrou.status).toBe(200);
      expect(entrou.body.usuario.email).toBe(email);
    });

    it('100 failures from many addresses lock the account everywhere; the reset link lifts it', async () => {
      const { email } = await cadastrarEEntrar(amb);
      // 25 addresses x 4 failures: no address and no (account, address) pair reaches its own limit.
      for (let e = 0; e < 25; e++) {
        const endereco = novoEndereco();
        const falhas = Array.from({ length: 4 }, () =>
          loginDe(endereco, { email, senha: 'Chute1234', tokenCliente: amb.tokenCliente }),
        );
        for (const r of await Promise.all(falhas)) expect(r.status).toBe(401);
      }
      const dono = novoEndereco();
      const bloqueado = await loginDe(dono, { email, senha: SENHA, tokenCliente: amb.tokenCliente });
      expect(bloqueado.status).toBe(429);
      expect(comoErro(bloqueado).mensagem).toBe(MENSAGEM_CONTA_BLOQUEADA);

      await redefinirPeloLink(dono, email);

      expect((await loginDe(dono, { email, senha: OUTRA_SENHA, tokenCliente: amb.tokenCliente })).status).toBe(200);
    });

    it('the per-address limit stops an address guessing across many e-mails, and only that address', async () => {
      const atacante = novoEndereco();
      const vitima = await cadastrarEEntrar(amb);
      // 20 failures on 20 different e-mails: no account reaches its own lock (5).
      for (let i = 0; i < 20; i++) {
        const r = await loginDe(atacante, {
          email: novoEmail('spray'),
          senha: 'Chute1234',
          tokenCliente: amb.tokenCliente,
        });
        expect(r.status).toBe(401);
      }

      const bloqueado = await loginDe(atacante, {
        email: vitima.email,
        senha: 'Chute1234',
        tokenCliente: amb.tokenCliente,
      });
      const daVitima = await loginDe(novoEndereco(), {
        email: vitima.email,
        senha: vitima.senha,
        tokenCliente: amb.tokenCliente,
      });

      expect(bloqueado.status).toBe(429);
      expect(comoErro(bloqueado).mensagem).toBe(
        'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
      );
      expect(daVitima.status).toBe(200);
    });
  });
});
