import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AtualizarCliente } from '@wf/shared/schemas/administracao';
import type { ClienteCompleto, ClientePublico } from '@wf/shared/types/sessao';
import { entrarComSenha } from '../../functions/src/domains/auth/services/loginService';
import { paraClientePublico } from '../../functions/src/domains/clientes/services/apresentacaoCliente';
import { atualizarConfiguracoesDoCliente } from '../../functions/src/domains/clientes/services/atualizarClienteService';
import { exigirClienteAtivo } from '../../functions/src/domains/clientes/services/clienteAtivo';
import { cadastrarUsuario } from '../../functions/src/domains/usuarios/services/cadastroService';
import { readEnvironment } from '../../functions/src/kernel/environment';
import type { Sessao } from '../../functions/src/kernel/sessao';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';
import { depsDaTabela } from '../support/tabela';
import { criarAmbienteDeTeste, rodarCliTenant, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import {
  bytesDoDataUrl,
  JPEG_MINIMO,
  novaSigla,
  novoCpf,
  novoEmail,
  PNG_1X1,
  SENHA,
  usuarioValido,
} from './support/dados';
import { cadastrarEEntrar, entrar } from './support/sessoes';

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
  exibirNomeLogin: 'S',
  restringirCPF: 'N',
  cpfsPermitidos: [],
  restringirDominio: 'N',
  dominiosPermitidos: [],
};

const atualizar = (mudancas: Record<string, unknown>, http = admin) =>
  http.put<{ mensagem: string; cliente: ClienteCompleto }>(
    '/api/cliente/atualizar',
    { ...configuracaoBase, ...mudancas },
    { sigla: amb.sigla },
  );
const clienteDaSessao = async () => (await admin.get<ClienteCompleto>('/api/cliente', { sigla: amb.sigla })).body;
/**
 * The tenant as stored: its logos' presigned URLs carry the second they were signed, so two reads
 * a second apart differ in the query alone; the object each names is what must not change.
 */
const clienteGuardado = async () => {
  const c = await clienteDaSessao();
  const semAssinatura = (url: string | null) => url?.split('?')[0] ?? null;
  return { ...c, logoURL: semAssinatura(c.logoURL), logoLoginURL: semAssinatura(c.logoLoginURL) };
};

describe('GET /api/cliente/{customer}', () => {
  it('answers the public data of a tenant, whatever the case of the sigla', async () => {
    const r = await new ClienteHttp().get<ClientePublico>(`/api/cliente/${amb.sigla.toLowerCase()}`);

    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      sigla: amb.sigla,
      token: amb.tokenCliente,
      googleSignIn: 'N',
      controlarPlanos: 'N',
    });
    expect(r.body).not.toHaveProperty('cpfsPermitidos');
    expect(r.body).not.toHaveProperty('dominiosPermitidos');
  });

  it('answers 404 EClienteNaoEncontrado for an unknown tenant', async () => {
    const r = await new ClienteHttp().get('/api/cliente/NAOEXISTE99');

    expect(r.status).toBe(404);
    expect(comoErro(r)).toEqual({ mensagem: 'Ambiente não encontrado', tipo: 'EClienteNaoEncontrado' });
  });
});

describe('GET /api/cliente', () => {
  it('needs a session of the tenant', async () => {
    const r = await new ClienteHttp().get('/api/cliente', { sigla: amb.sigla });

    expect(r.status).toBe(401);
    expect(comoErro(r).tipo).toBe('ESessaoUsuarioExpirada');
  });

  it("answers the session's tenant with its settings lists", async () => {
    const r = await admin.get<ClienteCompleto>('/api/cliente', { sigla: amb.sigla });

    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ sigla: amb.sigla, cpfsPermitidos: [], dominiosPermitidos: [] });
  });
});

describe('PUT /api/cliente/atualizar', () => {
  it('saves the settings of the tenant administrator (profile 2)', async () => {
    const cpf = novoCpf();

    const r = await atualizar({ nome: 'Novo Nome', restringirCPF: 'S', cpfsPermitidos: [cpf] });

    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Configurações do ambiente atualizadas com sucesso!');
    expect(await clienteDaSessao()).toMatchObject({
      nome: 'Novo Nome',
      restringirCPF: 'S',
      cpfsPermitidos: [cpf],
      exibirNomeLogin: 'S',
    });
    const publico = await new ClienteHttp().get<ClientePublico>(`/api/cliente/${amb.sigla}`);
    expect(publico.body.nome).toBe('Novo Nome');
  });

  it('clears the list of a restriction that is turned off', async () => {
    await atualizar({ restringirDominio: 'S', dominiosPermitidos: ['acme.com.br'] });

    await atualizar({ restringirDominio: 'N', dominiosPermitidos: ['acme.com.br'] });

    expect((await clienteDaSessao()).dominiosPermitidos).toEqual([]);
  });

  it('stores png logos in S3 and answers presigned URLs that serve them', async () => {
    const r = await atualizar({ logo: PNG_1X1, logoLogin: PNG_1X1 });

    expect(r.status).toBe(200);
    const { logoURL, logoLoginURL } = await clienteDaSessao();
    expect(logoURL).toContain(`/${amb.sigla}/logos/logo-`);
    expect(logoURL).toContain('X-Amz-Signature=');
    expect(logoLoginURL).toContain(`/${amb.sigla}/logos/logoLogin-`);
    const imagem = await fetch(logoURL ?? '');
    expect(imagem.status).toBe(200);
    expect(Buffer.from(await imagem.arrayBuffer())).toEqual(bytesDoDataUrl(PNG_1X1));
  });

  it('keeps a logo when the field is absent and removes it when null', async () => {
    await atualizar({ logo: PNG_1X1, logoLogin: PNG_1X1 });

    await atualizar({ logo: null });

    const cliente = await clienteDaSessao();
    expect(cliente.logoURL).toBeNull();
    expect(cliente.logoLoginURL).not.toBeNull();
  });

  describe('refusals leave the settings as they were', () => {
    let antes: ClienteCompleto;
    beforeAll(async () => {
      await atualizar({ nome: 'Nome Estável' });
      antes = await clienteDaSessao();
    });

    it('refuses anyone but profile 2 with 403', async () => {
      const { http: comum } = await cadastrarEEntrar(amb);

      const r = await atualizar({ nome: 'Invasor' }, comum);

      expect(r.status).toBe(403);
      expect(comoErro(r).mensagem).toBe(
        'Somente o administrador do ambiente pode alterar as configurações do ambiente',
      );
      expect((await clienteDaSessao()).nome).toBe(antes.nome);
    });

    it.each([
      [
        'both restrictions on',
        { nome: 'X', restringirCPF: 'S', restringirDominio: 'S' },
        'Restringir por CPF e restringir por domínio não podem ser usados juntos',
      ],
      ['a jpeg logo', { nome: 'X', logo: JPEG_MINIMO }, 'O logo deve ser uma imagem png'],
      [
        'a png data URL that is not a png',
        { nome: 'X', logo: `data:image/png;base64,${Buffer.from('texto').toString('base64')}` },
        'O logo deve ser uma imagem png',
      ],
      [
        'Google-only login without Google',
        { nome: 'X', loginExclusivoViaGoogleSignIn: 'S' },
        'Ative o login com Google para torná-lo exclusivo',
      ],
      [
        'an invalid CPF in the allowed list',
        { nome: 'X', restringirCPF: 'S', cpfsPermitidos: ['111.111.111-11'] },
        'CPF inválido na lista de CPFs permitidos: 111.111.111-11',
      ],
      ['a blank name', { nome: ' ' }, 'Informe o nome do ambiente'],
    ])('%s', async (_caso, dados, mensagem) => {
      const r = await atualizar(dados);

      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe(mensagem);
      expect(await clienteDaSessao()).toMatchObject({
        nome: antes.nome,
        restringirCPF: antes.restringirCPF,
        restringirDominio: antes.restringirDominio,
      });
    });
  });
});

/**
 * Without a Google client (no GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET) there is no Google sign-in to
 * offer, and no flag may promise one. The test runtime has one (its local OpenID provider,
 * tests/api/googleSignIn.test.ts), so these run the same services in this process with an
 * environment that has none, against the runtime's table.
 */
describe('Google sign-in without a Google client configured', () => {
  const MENSAGEM = 'O login com Google não está disponível: nenhum cliente Google está configurado no servidor.';
  const semGoogle = () => ({
    ...depsDaTabela(),
    env: readEnvironment({
      ...handlerEnvironment(inject('endpoints')),
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
    }),
  });
  const sessaoDoAdmin = async (): Promise<Sessao> => {
    const eu = (await admin.get<{ id: string }>('/api/usuario/buscar', { sigla: amb.sigla })).body;
    return { sigla: amb.sigla, usuarioId: eu.id, email: amb.adminEmail, perfilUsuario: '2', sessaoId: 'teste' };
  };

  it.each([
    ['Google sign-in', { googleSignIn: 'S' }],
    ['Google-only login', { googleSignIn: 'S', loginExclusivoViaGoogleSignIn: 'S' }],
  ])(
    'refuses to turn %s on with a pt-BR validation error on the Google field, and saves nothing',
    async (_caso, mudancas) => {
      const antes = await clienteGuardado();

      const r = atualizarConfiguracoesDoCliente(semGoogle(), await sessaoDoAdmin(), {
        ...configuracaoBase,
        ...mudancas,
        nome: 'Nome que não pode ficar',
      } as AtualizarCliente);

      await expect(r).rejects.toMatchObject({
        message: MENSAGEM,
        tipo: 'EValidacao',
        campos: { googleSignIn: MENSAGEM },
      });
      expect(await clienteGuardado()).toEqual(antes);
    },
  );

  it('tells the login page that Google sign-in is not available', async () => {
    const deps = semGoogle();
    const r = await paraClientePublico(deps, await exigirClienteAtivo(deps, amb.sigla));

    expect(r.googleSignInDisponivel).toBe('N');
  });

  it('a tenant stored as Google-only still accepts passwords and sign-ups (never locked out)', async () => {
    const sigla = novaSigla();
    const adminEmail = novoEmail('admin-google');
    const cli = await rodarCliTenant([
      'create',
      '--sigla',
      sigla,
      '--nome',
      `Ambiente ${sigla}`,
      '--admin-email',
      adminEmail,
      '--admin-senha',
      SENHA,
      '--google',
      'S',
      '--somente-google',
      'S',
    ]);
    expect(cli.codigo, cli.erro).toBe(0);
    const deps = semGoogle();
    const publico = await paraClientePublico(deps, await exigirClienteAtivo(deps, sigla));
    expect(publico).toMatchObject({ loginExclusivoViaGoogleSignIn: 'S', googleSignInDisponivel: 'N' });

    const { resposta } = await entrarComSenha(
      deps,
      { email: adminEmail, senha: SENHA, tokenCliente: publico.token },
      '127.0.0.1',
    );
    const cadastro = await cadastrarUsuario(deps, {
      tokenCliente: publico.token,
      Usuario: usuarioValido({ email: novoEmail('cadastro-google') }),
    });

    expect(resposta.usuario.email).toBe(adminEmail);
    expect(cadastro).toEqual({ exigeAtivacao: false });
  });
});
