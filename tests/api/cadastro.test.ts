import { beforeAll, describe, expect, it } from 'vitest';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { novoCpf, novoEmail, OUTRA_SENHA, SENHA, usuarioValido } from './support/dados';
import { aguardarLink, emailsPara } from './support/emails';
import { entrar } from './support/sessoes';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await criarAmbienteDeTeste();
});

const inserir = (Usuario: Record<string, unknown>, tokenCliente = amb.tokenCliente) =>
  new ClienteHttp().post('/api/usuario/inserir', { tokenCliente, Usuario });

const login = (email: string, senha = SENHA) =>
  new ClienteHttp().post('/api/auth/local', { email, senha, tokenCliente: amb.tokenCliente });

describe('POST /api/usuario/inserir', () => {
  it('creates an active profile-1 account that can sign in at once (tenant without activation)', async () => {
    const usuario = usuarioValido({ nome: 'Carla Nunes Prado' });

    const r = await inserir(usuario);

    expect(r.status).toBe(201);
    expect(r.body).toEqual({ mensagem: 'Cadastro realizado com sucesso!' });
    const { usuario: sessao } = await entrar(amb, String(usuario.email), SENHA);
    expect(sessao).toMatchObject({ perfilUsuario: '1', ativo: 'S', nome: 'Carla Nunes Prado', iniciais: 'CP' });
    expect(sessao.cpf).toBe(usuario.cpf);
  });

  it('answers a sign-up with an existing e-mail (any case) exactly like a new one, and changes nothing', async () => {
    const usuario = usuarioValido();
    await inserir(usuario);
    const novo = await inserir(usuarioValido());

    const repetido = await inserir({
      ...usuario,
      email: String(usuario.email).toUpperCase(),
      senha: OUTRA_SENHA,
      confirmarSenha: OUTRA_SENHA,
    });

    expect(repetido.status).toBe(novo.status);
    expect(repetido.body).toEqual(novo.body);
    expect((await login(String(usuario.email))).status).toBe(200);
    expect((await login(String(usuario.email), OUTRA_SENHA)).status).toBe(401);
  });

  it('tells the owner of an existing e-mail by e-mail, with a reset link', async () => {
    const usuario = usuarioValido();
    await inserir(usuario);

    await inserir(usuario);

    const link = await aguardarLink(String(usuario.email), `/workflow/resetarsenha/${amb.sigla}/`);
    const [aviso] = (await emailsPara(String(usuario.email))).filter((e) => e.links.includes(link.link));
    expect(aviso?.subject).toBe('Tentativa de cadastro com o seu e-mail no Workflow');
    const valido = await new ClienteHttp().patch('/api/usuario/resetarsenha', {
      customer: link.sigla,
      hash: link.token,
    });
    expect(valido.status).toBe(200);
  });

  it('e-mails a new account of a tenant without activation a link where the owner confirms the e-mail with his password', async () => {
    const usuario = usuarioValido();

    await inserir(usuario);

    const link = await aguardarLink(String(usuario.email), `/workflow/confirmaremail/${amb.sigla}/`);
    const [boasVindas] = (await emailsPara(String(usuario.email))).filter((e) => e.links.includes(link.link));
    expect(boasVindas?.subject).toBe('Bem-vindo(a) ao Workflow: confirme seu e-mail');
  });

  it('answers 404 for an unknown tokenCliente', async () => {
    const r = await inserir(usuarioValido(), 'token-que-nao-existe');

    expect(r.status).toBe(404);
    expect(comoErro(r)).toMatchObject({ mensagem: 'Ambiente não encontrado', tipo: 'EClienteNaoEncontrado' });
  });

  it('asks for the Usuario when the envelope has none', async () => {
    const r = await new ClienteHttp().post('/api/usuario/inserir', { tokenCliente: amb.tokenCliente });

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Dados do usuário não informados');
  });

  describe('each sign-up rule answers its message and writes nothing', () => {
    it.each([
      ['nome missing', { nome: '' }, 'Por favor, informe seu nome'],
      ['e-mail missing', { email: '' }, 'Por favor, informe seu e-mail'],
      ['e-mail malformed', { email: 'maria.silva@' }, 'E-mail inválido'],
      ['phone too short', { celular: '(11) 9876' }, 'Telefone inválido'],
      ['phone with all digits equal', { celular: '(11) 11111-1111' }, 'Telefone inválido'],
      ['phone with invalid area code', { celular: '(20) 98765-4321' }, 'Telefone inválido'],
      ['CPF too short', { cpf: '123.456.789' }, 'CPF deve conter 11 dígitos'],
      ['CPF with a wrong check digit', { cpf: '123.456.789-00' }, 'CPF inválido'],
      ['CPF of one repeated digit', { cpf: '111.111.111-11' }, 'CPF inválido'],
      [
        'password without uppercase',
        { senha: 'senha1234', confirmarSenha: 'senha1234' },
        'Sua senha deve ter no mínimo 8 caracteres contendo números, letras maiúsculas e minúsculas.',
      ],
      [
        'password without digit',
        { senha: 'SenhaForte', confirmarSenha: 'SenhaForte' },
        'Sua senha deve ter no mínimo 8 caracteres contendo números, letras maiúsculas e minúsculas.',
      ],
      [
        'password too short',
        { senha: 'Se1', confirmarSenha: 'Se1' },
        'Sua senha deve ter no mínimo 8 caracteres contendo números, letras maiúsculas e minúsculas.',
      ],
      ['confirmation missing', { confirmarSenha: '' }, 'Por favor, confirme sua senha'],
      ['confirmation different', { confirmarSenha: 'Senha12345' }, 'Por favor, informe a mesma senha para confirmar'],
      [
        'terms not accepted',
        { termos: false },
        'Por favor, concorde com os termos de acesso, uso e política de privacidade',
      ],
    ])('%s', async (_caso, invalido: Record<string, unknown>, mensagem) => {
      const email = novoEmail('invalido');
      const valido = usuarioValido({ email });

      const r = await inserir({ ...valido, ...invalido });

      expect(r.status).toBe(400);
      expect(comoErro(r)).toMatchObject({ mensagem, tipo: 'EValidacao' });
      // Nothing was written: the e-mail is still free and signs up normally afterwards.
      if (!('email' in invalido)) {
        expect((await login(email)).status).toBe(401);
        expect((await inserir(valido)).status).toBe(201);
      }
    });
  });

  describe('tenant that controls plans (controlarPlanos S)', () => {
    let planos: AmbienteDeTeste;
    beforeAll(async () => {
      planos = await criarAmbienteDeTeste({ controlarPlanos: true });
    });

    it('asks for the company instead of the CPF', async () => {
      const { cpf: _cpf, ...semCpf } = usuarioValido();

      const r = await inserir(semCpf, planos.tokenCliente);

      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe('Por favor, informe sua empresa');
    });

    it('signs up with a company and no CPF', async () => {
      const { cpf: _cpf, ...semCpf } = usuarioValido({ empresa: 'Acme Ltda' });

      expect((await inserir(semCpf, planos.tokenCliente)).status).toBe(201);
    });
  });

  describe('tenant restrictions set by its administrator', () => {
    let restrito: AmbienteDeTeste;
    let admin: ClienteHttp;
    const cpfPermitido = novoCpf();
    const configuracao = {
      nome: 'Ambiente restrito',
      googleSignIn: 'N',
      loginExclusivoViaGoogleSignIn: 'N',
      exigirAtivacaoUsuario: 'N',
      exibirNomeLogin: 'N',
      restringirDominio: 'N',
      dominiosPermitidos: [],
    };
    beforeAll(async () => {
      restrito = await criarAmbienteDeTeste();
      ({ http: admin } = await entrar(restrito, restrito.adminEmail, restrito.adminSenha));
    });
    const configurar = async (mudancas: Record<string, unknown>) => {
      const r = await admin.put('/api/cliente/atualizar', { ...configuracao, ...mudancas }, { sigla: restrito.sigla });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };

    it('restringirCPF S: requires the CPF', async () => {
      await configurar({ restringirCPF: 'S', cpfsPermitidos: [cpfPermitido] });
      const { cpf: _cpf, ...semCpf } = usuarioValido();

      const r = await inserir(semCpf, restrito.tokenCliente);

      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe('Por favor, informe seu CPF');
    });

    it('restringirCPF S: refuses a CPF outside the list, accepts one in it', async () => {
      await configurar({ restringirCPF: 'S', cpfsPermitidos: [cpfPermitido] });
      const email = novoEmail('restrito');

      const fora = await inserir(usuarioValido({ email, cpf: novoCpf() }), restrito.tokenCliente);
      const dentro = await inserir(usuarioValido({ email, cpf: cpfPermitido }), restrito.tokenCliente);

      expect(fora.status).toBe(400);
      expect(comoErro(fora)).toMatchObject({
        mensagem: 'CPF não autorizado a se cadastrar neste ambiente',
        campos: { cpf: expect.any(String) },
      });
      expect(dentro.status).toBe(201);
    });

    it('restringirDominio S: refuses an e-mail outside the allowed domains', async () => {
      await configurar({
        restringirCPF: 'N',
        cpfsPermitidos: [],
        restringirDominio: 'S',
        dominiosPermitidos: ['empresa.com.br'],
      });
      const email = `ana.${Date.now()}@empresa.com.br`;

      const fora = await inserir(usuarioValido({ email: novoEmail('fora') }), restrito.tokenCliente);
      const dentro = await inserir(usuarioValido({ email }), restrito.tokenCliente);

      expect(fora.status).toBe(400);
      expect(comoErro(fora).mensagem).toBe('O domínio do e-mail informado não é permitido neste ambiente');
      expect(dentro.status).toBe(201);
    });
  });
});
