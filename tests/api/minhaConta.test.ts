import { beforeAll, describe, expect, it } from 'vitest';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { bytesDoDataUrl, JPEG_MINIMO, novoCpf, OUTRA_SENHA, PNG_1X1, SENHA } from './support/dados';
import { cadastrarEEntrar, entrar } from './support/sessoes';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await criarAmbienteDeTeste();
});

type Conta = Awaited<ReturnType<typeof cadastrarEEntrar>>;
type RespostaAtualizar = { mensagem: string; usuario: UsuarioSessao };

const atualizar = (conta: Conta, dados: Record<string, unknown>) =>
  conta.http.put<RespostaAtualizar>(
    '/api/usuario/atualizar',
    { nome: conta.usuario.nome, ...dados },
    { sigla: amb.sigla },
  );
const buscar = async (conta: Conta) =>
  (await conta.http.get<UsuarioSessao>('/api/usuario/buscar', { sigla: amb.sigla })).body;

describe('GET /api/usuario/buscar', () => {
  it('answers my account, without API data while API access is off', async () => {
    const conta = await cadastrarEEntrar(amb, { nome: 'Joana Maria Lopes' });

    const eu = await buscar(conta);

    expect(eu).toMatchObject({
      email: conta.email,
      nome: 'Joana Maria Lopes',
      iniciais: 'JL',
      acessoAPI: 'N',
      tokenAPI: null,
      urlAcessoAPI: null,
    });
    expect(eu.cor).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('PUT /api/usuario/atualizar', () => {
  it('saves the basic data and answers the updated user', async () => {
    const conta = await cadastrarEEntrar(amb);
    const cpf = novoCpf();

    const r = await atualizar(conta, {
      nome: 'Nome Novo Completo',
      cpf,
      celular: '(21) 3333-4444',
      dataNascimento: '1990-05-20',
      empresa: 'Acme',
      cargo: 'Gerente',
    });

    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Dados atualizados com sucesso!');
    const esperado = {
      nome: 'Nome Novo Completo',
      iniciais: 'NC',
      cpf,
      celular: '(21) 3333-4444',
      dataNascimento: '1990-05-20',
      empresa: 'Acme',
      cargo: 'Gerente',
    };
    expect(r.body.usuario).toMatchObject(esperado);
    expect(await buscar(conta)).toMatchObject(esperado);
  });

  it('keeps the fields left out of the body and clears the ones sent empty', async () => {
    const conta = await cadastrarEEntrar(amb);
    await atualizar(conta, { empresa: 'Acme', cargo: 'Gerente' });

    const r = await atualizar(conta, { cargo: '' });

    expect(r.body.usuario).toMatchObject({ empresa: 'Acme', cargo: null, cpf: conta.usuario.cpf });
  });

  it('stores a png photo under the tenant and answers a presigned URL that serves it', async () => {
    const conta = await cadastrarEEntrar(amb);

    const r = await atualizar(conta, { imgFoto: PNG_1X1 });

    expect(r.status).toBe(200);
    expect(r.body.usuario.imgFoto).toContain(`/${amb.sigla}/usuarios/${conta.usuario.id}/foto-`);
    const foto = await fetch((await buscar(conta)).imgFoto ?? '');
    expect(foto.status).toBe(200);
    expect(Buffer.from(await foto.arrayBuffer())).toEqual(bytesDoDataUrl(PNG_1X1));
  });

  it('accepts a jpg photo and removes the photo with null', async () => {
    const conta = await cadastrarEEntrar(amb);

    const comJpg = await atualizar(conta, { imgFoto: JPEG_MINIMO });
    const semFoto = await atualizar(conta, { imgFoto: null });

    expect(comJpg.body.usuario.imgFoto).toMatch(/\/foto-\d+\.jpg\?/);
    expect(semFoto.body.usuario.imgFoto).toBeNull();
  });

  describe('API access', () => {
    it('turning it on issues a token and the API address; the token is shown only in that answer', async () => {
      const conta = await cadastrarEEntrar(amb);

      const r = await atualizar(conta, { acessoAPI: 'S' });

      expect(r.body.usuario.acessoAPI).toBe('S');
      expect(r.body.usuario.tokenAPI).toMatch(new RegExp(`^${amb.sigla}\\.`));
      expect(r.body.usuario.urlAcessoAPI).toBe(`${new ClienteHttp().baseUrl}/api/v1`);
      expect(await buscar(conta)).toMatchObject({ acessoAPI: 'S', tokenAPI: null });
    });

    it('keeps the token while it stays on (not shown again), and a new one after off and on again or on request', async () => {
      const conta = await cadastrarEEntrar(amb);
      const primeiro = (await atualizar(conta, { acessoAPI: 'S' })).body.usuario.tokenAPI;

      const mantido = (await atualizar(conta, { acessoAPI: 'S', cargo: 'Dev' })).body.usuario.tokenAPI;
      const rotacionado = (await atualizar(conta, { gerarNovoTokenAPI: true })).body.usuario.tokenAPI;
      const desligado = (await atualizar(conta, { acessoAPI: 'N' })).body.usuario;
      const novo = (await atualizar(conta, { acessoAPI: 'S' })).body.usuario.tokenAPI;

      expect(primeiro).toBeTruthy();
      expect(mantido).toBeNull();
      expect(rotacionado).toMatch(new RegExp(`^${amb.sigla}\\.`));
      expect(rotacionado).not.toBe(primeiro);
      expect(desligado).toMatchObject({ acessoAPI: 'N', tokenAPI: null, urlAcessoAPI: null });
      expect(novo).toBeTruthy();
      expect([primeiro, rotacionado]).not.toContain(novo);
    });

    it('refuses "gerar novo token" while API access is off', async () => {
      const conta = await cadastrarEEntrar(amb);

      const r = await atualizar(conta, { gerarNovoTokenAPI: true });

      expect(r.status).toBe(400);
      expect(comoErro(r)).toMatchObject({ tipo: 'EValidacao', mensagem: 'Ative o acesso à API para gerar um token' });
    });
  });

  describe('new password', () => {
    it('changes the password, keeps this browser signed in and signs out the others', async () => {
      const conta = await cadastrarEEntrar(amb);
      const { http: outroNavegador } = await entrar(amb, conta.email, SENHA);

      const r = await atualizar(conta, { senha: OUTRA_SENHA, confirmarSenha: OUTRA_SENHA });

      expect(r.status).toBe(200);
      expect(r.setCookies.some((c) => c.startsWith(`wf_sessao_${amb.sigla}=`))).toBe(true);
      expect((await conta.http.get('/api/auth/verify-login', { sigla: amb.sigla })).status).toBe(200);
      expect((await outroNavegador.get('/api/auth/verify-login', { sigla: amb.sigla })).status).toBe(401);
      const login = (senha: string) =>
        new ClienteHttp().post('/api/auth/local', { email: conta.email, senha, tokenCliente: amb.tokenCliente });
      expect((await login(SENHA)).status).toBe(401);
      expect((await login(OUTRA_SENHA)).status).toBe(200);
    });

    it('an empty password field leaves the password as it was', async () => {
      const conta = await cadastrarEEntrar(amb);

      await atualizar(conta, { senha: '', confirmarSenha: '' });

      await entrar(amb, conta.email, SENHA);
    });
  });

  describe('refused input answers its message and changes nothing', () => {
    it.each([
      ['blank name', { nome: '  ' }, 'Por favor, informe seu nome'],
      ['invalid CPF', { cpf: '123.456.789-00' }, 'CPF inválido'],
      ['short CPF', { cpf: '123.456' }, 'CPF deve conter 11 dígitos'],
      ['invalid phone', { celular: '(11) 1111-1111' }, 'Telefone inválido'],
      ['invalid birth date', { dataNascimento: '20/05/1990' }, 'Data de nascimento inválida'],
      [
        'a gif photo',
        { imgFoto: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
        'A foto deve ser uma imagem png ou jpg',
      ],
      [
        'a png data URL that is not a png',
        { imgFoto: `data:image/png;base64,${Buffer.from('nada').toString('base64')}` },
        'A foto deve ser uma imagem png ou jpg',
      ],
      [
        'a weak password',
        { senha: 'fraca', confirmarSenha: 'fraca' },
        'Sua senha deve ter no mínimo 8 caracteres contendo números, letras maiúsculas e minúsculas.',
      ],
      ['a password without confirmation', { senha: OUTRA_SENHA }, 'Por favor, confirme sua senha'],
      [
        'a different confirmation',
        { senha: OUTRA_SENHA, confirmarSenha: 'Outra12345' },
        'Por favor, informe a mesma senha para confirmar',
      ],
    ])('%s', async (_caso, invalido, mensagem) => {
      const conta = await cadastrarEEntrar(amb);
      const antes = await buscar(conta);

      const r = await atualizar(conta, { cargo: 'Não deve gravar', acessoAPI: 'S', ...invalido });

      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe(mensagem);
      const { listaAmbientesAcesso: _a, imgFoto: _f, ...semUrls } = antes;
      expect(await buscar(conta)).toMatchObject(semUrls);
      await entrar(amb, conta.email, SENHA);
    });
  });
});
