import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClienteCompleto } from '@wf/shared/types/sessao';
import { depsDaTabela } from '../support/tabela';
import { eventually } from '../support/eventually';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { novoCpf, novoEmail, SENHA } from './support/dados';
import { emailsPara } from './support/emails';
import { cadastrarEEntrar, entrar } from './support/sessoes';
import { contextoAcao, depsDoRuntime } from './support/regrasAcoes';
import { acoesRegistradas } from '../../functions/src/domains/regras/acoes';

/**
 * The tenant settings added after the first /admin/ambiente (docs/adr/0074-tenant-settings.md):
 * validation, who may change them, defaults for tenants stored before them, and their effects
 * (acessoPadrao on sign-up, mensagemRodapeEmail in every e-mail).
 */
let amb: AmbienteDeTeste;
let admin: ClienteHttp;
beforeAll(async () => {
  amb = await criarAmbienteDeTeste();
  ({ http: admin } = await entrar(amb, amb.adminEmail, amb.adminSenha));
});

const configuracaoBase = {
  nome: 'Ambiente de Testes',
  googleSignIn: 'N',
  loginExclusivoViaGoogleSignIn: 'N',
  exigirAtivacaoUsuario: 'N',
  exibirNomeLogin: 'N',
  restringirCPF: 'N',
  cpfsPermitidos: [],
  restringirDominio: 'N',
  dominiosPermitidos: [],
};
const atualizar = (mudancas: Record<string, unknown>, http = admin, a = amb) =>
  http.put<{ mensagem: string; cliente: ClienteCompleto }>(
    '/api/cliente/atualizar',
    { ...configuracaoBase, ...mudancas },
    { sigla: a.sigla },
  );
const clienteDaSessao = async (http = admin, a = amb) =>
  (await http.get<ClienteCompleto>('/api/cliente', { sigla: a.sigla })).body;
/** The stored settings, without the presigned logo URLs (they change every second). */
const guardado = async () => {
  const { logoURL: _l, logoLoginURL: _ll, ...resto } = await clienteDaSessao();
  return resto;
};

describe('GET /api/cliente, later settings', () => {
  it('a new tenant answers their defaults', async () => {
    const { http } = await entrar(amb, amb.adminEmail, amb.adminSenha);
    expect(await clienteDaSessao(http)).toMatchObject({
      cnpj: null,
      acessoPadrao: '1',
      mensagemRodapeEmail: '',
      tamanhoMaxPorDocumento: 10,
      maxDocsPorEnvelope: 10,
      certDigitalAut: 'N',
      urlInstanciaWS: '',
    });
  });

  it('a tenant stored before them reads with the defaults', async () => {
    const velho = await criarAmbienteDeTeste();
    const { http } = await entrar(velho, velho.adminEmail, velho.adminSenha);
    await depsDaTabela().db.send(
      new UpdateCommand({
        TableName: depsDaTabela().tableName,
        Key: { pk: `T#${velho.sigla}`, sk: 'CLIENTE' },
        UpdateExpression:
          'REMOVE acessoPadrao, mensagemRodapeEmail, tamanhoMaxPorDocumento, maxDocsPorEnvelope, certDigitalAut, urlInstanciaWS',
      }),
    );

    const r = await http.get<ClienteCompleto>('/api/cliente', { sigla: velho.sigla });

    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ acessoPadrao: '1', mensagemRodapeEmail: '', maxDocsPorEnvelope: 10 });
    // And it can be saved again.
    expect((await atualizar({ maxDocsPorEnvelope: 4 }, http, velho)).status).toBe(200);
  });
});

describe('PUT /api/cliente/atualizar, later settings', () => {
  it('saves them, and keeps them when a body leaves them out', async () => {
    const r = await atualizar({
      cnpj: '11222333000181',
      mensagemRodapeEmail: 'Acme Ltda',
      tamanhoMaxPorDocumento: 25,
      maxDocsPorEnvelope: 7,
      certDigitalAut: 'S',
      urlInstanciaWS: 'https://ws.acme.com.br/api',
    });

    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const esperado = {
      cnpj: '11.222.333/0001-81',
      mensagemRodapeEmail: 'Acme Ltda',
      tamanhoMaxPorDocumento: 25,
      maxDocsPorEnvelope: 7,
      certDigitalAut: 'S',
      urlInstanciaWS: 'https://ws.acme.com.br/api',
    };
    expect(r.body.cliente).toMatchObject(esperado);
    await atualizar({});
    expect(await clienteDaSessao()).toMatchObject(esperado);
  });

  it.each([
    [
      'tamanhoMaxPorDocumento: 0',
      { tamanhoMaxPorDocumento: 0 },
      'O tamanho máximo por documento (MB) deve estar entre 1 e 50',
    ],
    [
      'tamanhoMaxPorDocumento: 1.5',
      { tamanhoMaxPorDocumento: 1.5 },
      'O tamanho máximo por documento (MB) deve ser um número inteiro',
    ],
    [
      'maxDocsPorEnvelope: 51',
      { maxDocsPorEnvelope: 51 },
      'O máximo de documentos por envelope deve estar entre 1 e 50',
    ],
    [
      'maxDocsPorEnvelope: dez',
      { maxDocsPorEnvelope: 'dez' },
      'O máximo de documentos por envelope deve ser um número inteiro',
    ],
    ['certDigitalAut: sim', { certDigitalAut: 'sim' }, 'Informe S ou N'],
    [
      'urlInstanciaWS: http://ws.acme.com.br',
      { urlInstanciaWS: 'http://ws.acme.com.br' },
      'A URL da instância deve começar com https:// (ou ficar vazia)',
    ],
    [
      'mensagemRodapeEmail: x.repeat(501)',
      { mensagemRodapeEmail: 'x'.repeat(501) },
      'A mensagem do rodapé deve ter no máximo 500 caracteres',
    ],
    ['acessoPadrao: 3', { acessoPadrao: '3' }, 'Acesso padrão deve ser o perfil 1 ou 2'],
    ['cnpj: 11.222.333/0001-00', { cnpj: '11.222.333/0001-00' }, 'CNPJ inválido'],
    [
      'acessoPadrao: 2 with an open sign-up',
      { acessoPadrao: '2' },
      'O acesso padrão Administrador do ambiente exige o cadastro restrito por CPF ou por domínio',
    ],
  ] as [string, Record<string, unknown>, string][])(
    'refuses %s with a pt-BR 400 on the field, and writes nothing',
    async (_caso, mudanca, mensagem) => {
      const antes = await guardado();

      const r = await atualizar({ ...mudanca, nome: 'Não Salvo', mensagemRodapeEmail: 'Não salvo', ...mudanca });

      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe(mensagem);
      expect(comoErro(r).campos?.[Object.keys(mudanca)[0]!]).toBe(mensagem);
      expect(await guardado()).toEqual(antes);
    },
  );

  it('refuses profile 1 with 403 and writes nothing', async () => {
    const { http: comum } = await cadastrarEEntrar(amb);
    const antes = await guardado();

    const r = await atualizar({ mensagemRodapeEmail: 'Invasor', maxDocsPorEnvelope: 1 }, comum);

    expect(r.status).toBe(403);
    expect(await guardado()).toEqual(antes);
  });

  it("changes only the session's tenant", async () => {
    const outro = await criarAmbienteDeTeste();
    const { http: adminOutro } = await entrar(outro, outro.adminEmail, outro.adminSenha);
    const antes = await guardado();

    // The other tenant's administrator names this tenant: his session is not of it.
    const r = await atualizar({ mensagemRodapeEmail: 'Do outro' }, adminOutro);

    expect(r.status).toBe(401);
    expect(await guardado()).toEqual(antes);
    expect((await clienteDaSessao(adminOutro, outro)).mensagemRodapeEmail).toBe('');
  });
});

describe('acessoPadrao', () => {
  it('is the profile of people who sign up, 2 only with a restricted sign-up', async () => {
    const restrito = await criarAmbienteDeTeste();
    const { http } = await entrar(restrito, restrito.adminEmail, restrito.adminSenha);
    const r = await atualizar(
      { acessoPadrao: '2', restringirDominio: 'S', dominiosPermitidos: ['teste.com.br'] },
      http,
      restrito,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    const { usuario } = await cadastrarEEntrar(restrito);
    expect(usuario.perfilUsuario).toBe('2');

    await atualizar(
      { acessoPadrao: '1', restringirDominio: 'S', dominiosPermitidos: ['teste.com.br'] },
      http,
      restrito,
    );
    expect((await cadastrarEEntrar(restrito)).usuario.perfilUsuario).toBe('1');
  });
});

describe('mensagemRodapeEmail', () => {
  const MENSAGEM = 'Acme <Ltda> & Cia — dúvidas: suporte@acme.com.br';
  const ESCAPADA = 'Acme &lt;Ltda&gt; &amp; Cia — dúvidas: suporte@acme.com.br';

  /** Waits for an e-mail to `para` with this subject and answers it. */
  const aguardarEmail = (para: string, assunto: string) =>
    eventually(async () => (await emailsPara(para)).find((e) => e.subject === assunto), 20_000);
  const cadastrar = (a: AmbienteDeTeste, email: string) =>
    new ClienteHttp().post('/api/usuario/inserir', {
      tokenCliente: a.tokenCliente,
      Usuario: {
        nome: 'Ana Ativa',
        email,
        celular: '(11) 98765-4321',
        cpf: novoCpf(),
        senha: SENHA,
        confirmarSenha: SENHA,
        termos: true,
      },
    });

  it("is in the footer (escaped in HTML, as typed in text) of every kind of the tenant's e-mail", async () => {
    const a = await criarAmbienteDeTeste({ exigirAtivacao: true });
    const { http, usuario } = await entrar(a, a.adminEmail, a.adminSenha);
    const salvou = await atualizar({ mensagemRodapeEmail: MENSAGEM, exigirAtivacaoUsuario: 'S' }, http, a);
    expect(salvou.status, JSON.stringify(salvou.body)).toBe(200);

    // Activation (sign-up of a tenant that requires it).
    const ativar = novoEmail('ativacao');
    expect((await cadastrar(a, ativar)).status).toBe(201);
    // Someone signs up with an e-mail that has an account: its owner is told.
    expect((await cadastrar(a, a.adminEmail)).status).toBe(201);
    // Invitation.
    const convidado = novoEmail('convite');
    const convite = await http.post(
      '/api/usuario/convidar',
      { email: convidado, nome: 'Carla', perfilUsuario: '1' },
      { sigla: a.sigla },
    );
    expect(convite.status, JSON.stringify(convite.body)).toBe(200);
    // Password recovery.
    const esqueci = novoEmail('esqueci');
    await atualizar({ mensagemRodapeEmail: MENSAGEM, exigirAtivacaoUsuario: 'N' }, http, a);
    expect((await cadastrar(a, esqueci)).status).toBe(201);
    const pedido = await new ClienteHttp().post('/api/usuario/esquecisenha', {
      email: esqueci,
      tokenCliente: a.tokenCliente,
    });
    expect(pedido.status).toBe(200);
    // A rule's e-mail.
    const deps = depsDoRuntime();
    const ctx = contextoAcao(deps, { http, sigla: a.sigla, email: a.adminEmail, usuarioId: usuario.id });
    const acao = acoesRegistradas.enviarEmail!;
    const preparado = await acao.preparar(ctx, {
      enviaEmailDestinatario: a.adminEmail,
      enviaEmailTitulo: 'Regra do rodapé',
      enviaEmailBody: 'Corpo da regra',
    });
    await acao.executar(ctx, preparado);

    const emails = [
      await aguardarEmail(ativar, 'Ative sua conta no Workflow'),
      await aguardarEmail(a.adminEmail, 'Tentativa de cadastro com o seu e-mail no Workflow'),
      await aguardarEmail(convidado, 'Você foi convidado(a) para o Workflow'),
      await aguardarEmail(esqueci, 'Bem-vindo(a) ao Workflow: confirme seu e-mail'),
      await aguardarEmail(esqueci, 'Redefinição de senha do Workflow'),
      await aguardarEmail(a.adminEmail, 'Regra do rodapé'),
    ];
    for (const e of emails) {
      expect(e!.text, e!.subject).toContain(`--\n${MENSAGEM}`);
      expect(e!.html, e!.subject).toContain(ESCAPADA);
      expect(e!.html, e!.subject).not.toContain('<Ltda>');
    }
  });

  it("is not in another tenant's e-mails", async () => {
    const b = await criarAmbienteDeTeste();
    const { email } = await cadastrarEEntrar(b);
    const boasVindas = await aguardarEmail(email, 'Bem-vindo(a) ao Workflow: confirme seu e-mail');
    expect(boasVindas!.text).not.toContain('--\n');
  });
});
