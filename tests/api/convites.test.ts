import { beforeAll, describe, expect, it } from 'vitest';
import type {
  RespostaBuscarUsuarios,
  RespostaDadosConvite,
  RespostaSessao,
  UsuarioAdministrado,
} from '@wf/shared/types/sessao';
import { eventually } from '../support/eventually';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { novoEmail, OUTRA_SENHA, SENHA } from './support/dados';
import { aguardarLink, emailsPara } from './support/emails';
import { cadastrarEEntrar, confirmarEmail, entrar } from './support/sessoes';

type Resposta = { mensagem: string; usuario: UsuarioAdministrado };

let amb: AmbienteDeTeste;
let admin: ClienteHttp;
beforeAll(async () => {
  amb = await criarAmbienteDeTeste();
  ({ http: admin } = await entrar(amb, amb.adminEmail, amb.adminSenha));
});

const convidar = (http: ClienteHttp, sigla: string, dados: { email: string; nome: string; perfilUsuario: string }) =>
  http.post<Resposta>('/api/usuario/convidar', dados, { sigla });
const reenviar = (http: ClienteHttp, sigla: string, id: string) =>
  http.post<Resposta>('/api/usuario/reenviarConvite', { id }, { sigla });
const dadosConvite = (customer: string, hash: string) =>
  new ClienteHttp().patch<RespostaDadosConvite>('/api/usuario/dadosconvite', { customer, hash });
const aceitar = (http: ClienteHttp, customer: string, hash: string, nome = 'Pessoa Convidada') =>
  http.post<RespostaSessao>('/api/auth/aceitar-convite', {
    customer,
    hash,
    nome,
    senha: SENHA,
    confirmarSenha: SENHA,
  });
const linhaDe = async (sigla: string, id: string) =>
  (
    await admin.get<RespostaBuscarUsuarios>('/api/usuario/buscarUsuarios?tamanhoPagina=100', { sigla })
  ).body.listaUsuarios.find((u) => u.id === id);
const LINK = (sigla: string) => `/workflow/aceitarconvite/${sigla}/`;

describe('POST /api/usuario/convidar and accepting the invitation', () => {
  it('invites with the chosen profile; the person sets name and password through the link and lands signed in', async () => {
    const email = novoEmail('convidada');

    const r = await convidar(admin, amb.sigla, { email, nome: 'Carla Convidada', perfilUsuario: '2' });

    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      mensagem: 'Convite enviado! A pessoa recebe por e-mail um link para entrar no ambiente.',
      usuario: { email, nome: 'Carla Convidada', perfilUsuario: '2', ativo: 'N', convitePendente: true },
    });
    const { sigla, token } = await aguardarLink(email, LINK(amb.sigla));
    expect(sigla).toBe(amb.sigla);
    const dados = await dadosConvite(sigla, token);
    expect(dados.status).toBe(200);
    expect(dados.body).toEqual({ email, nome: 'Carla Convidada', nomeAmbiente: `Ambiente ${amb.sigla}` });
    // No password works before the person accepts.
    const antes = await new ClienteHttp().post('/api/auth/local', {
      email,
      senha: SENHA,
      tokenCliente: amb.tokenCliente,
    });
    expect(antes.status).not.toBe(200);

    const pessoa = new ClienteHttp();
    const aceite = await aceitar(pessoa, sigla, token, 'Carla Souza');

    expect(aceite.status).toBe(200);
    expect(aceite.body.usuario).toMatchObject({ nome: 'Carla Souza', email, perfilUsuario: '2' });
    expect((await pessoa.get('/api/usuario/buscar', { sigla: amb.sigla })).status).toBe(200);
    expect(await linhaDe(amb.sigla, r.body.usuario.id)).toMatchObject({ ativo: 'S', convitePendente: false });
    // Single use.
    expect((await aceitar(new ClienteHttp(), sigla, token)).status).toBe(410);
    expect((await dadosConvite(sigla, token)).status).toBe(410);
    // The password he chose signs him in.
    await entrar(amb, email, SENHA);
  });

  it('refuses an e-mail that already belongs to the tenant, and one with a pending invitation', async () => {
    const membro = await cadastrarEEntrar(amb);
    const pendente = novoEmail('pendente');
    await convidar(admin, amb.sigla, { email: pendente, nome: 'Pendente', perfilUsuario: '1' });

    const jaMembro = await convidar(admin, amb.sigla, { email: membro.email, nome: 'Outro', perfilUsuario: '1' });
    const jaConvidado = await convidar(admin, amb.sigla, {
      email: pendente.toUpperCase(),
      nome: 'X',
      perfilUsuario: '1',
    });

    expect(jaMembro.status).toBe(409);
    expect(comoErro(jaMembro).mensagem).toBe('Este e-mail já pertence a uma pessoa deste ambiente');
    expect(jaConvidado.status).toBe(409);
    expect(comoErro(jaConvidado).mensagem).toBe(
      'Já existe um convite pendente para este e-mail. Use "Reenviar convite" na lista de usuários.',
    );
  });

  it('gives a person of another tenant access here, answering as for anyone, and joins his environments', async () => {
    const outro = await criarAmbienteDeTeste();
    const pessoa = await cadastrarEEntrar(outro);
    await confirmarEmail(outro, pessoa.email);
    const nova = novoEmail('nova');

    const deOutro = await convidar(admin, amb.sigla, { email: pessoa.email, nome: 'Pessoa', perfilUsuario: '1' });
    const deNinguem = await convidar(admin, amb.sigla, { email: nova, nome: 'Pessoa', perfilUsuario: '1' });

    // Nothing in the answer tells that the e-mail has an account elsewhere.
    expect(deOutro.status).toBe(deNinguem.status);
    const semIdentidade = (b: Resposta) => ({ ...b, usuario: { ...b.usuario, id: '', email: '', dataCadastro: '' } });
    expect(semIdentidade(deOutro.body)).toEqual(semIdentidade(deNinguem.body));

    const { token } = await aguardarLink(pessoa.email, LINK(amb.sigla));
    const aceite = await aceitar(new ClienteHttp(), amb.sigla, token);
    expect(aceite.status).toBe(200);
    expect(aceite.body.usuario.listaAmbientesAcesso.map((a) => a.siglaAmbienteCliente)).toContain(outro.sigla);
    // His account in the other tenant is untouched: its password still works there.
    await entrar(outro, pessoa.email, SENHA);
  });

  it('rejects a link presented with another tenant', async () => {
    const outro = await criarAmbienteDeTeste();
    const email = novoEmail('trocado');
    await convidar(admin, amb.sigla, { email, nome: 'Trocado', perfilUsuario: '1' });
    const { token } = await aguardarLink(email, LINK(amb.sigla));

    expect((await dadosConvite(outro.sigla, token)).status).toBe(410);
    expect((await aceitar(new ClienteHttp(), outro.sigla, token)).status).toBe(410);
  });

  it('checks the payload with pt-BR messages and writes nothing', async () => {
    const r = await convidar(admin, amb.sigla, { email: 'sem-arroba', nome: '', perfilUsuario: '9' });

    expect(r.status).toBe(400);
    expect(comoErro(r).campos).toMatchObject({ email: 'E-mail inválido', perfilUsuario: 'Perfil inválido' });
  });
});

describe('POST /api/usuario/reenviarConvite', () => {
  it('sends a new link; the previous one stops working', async () => {
    const email = novoEmail('reenvio');
    const convite = await convidar(admin, amb.sigla, { email, nome: 'Reenvio', perfilUsuario: '1' });
    const primeiro = await aguardarLink(email, LINK(amb.sigla));

    const r = await reenviar(admin, amb.sigla, convite.body.usuario.id);

    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Convite reenviado! O link anterior deixou de valer.');
    const segundo = await eventually(async () => {
      const links = (await emailsPara(email)).flatMap((e) => e.links).filter((l) => l.includes(LINK(amb.sigla)));
      return links.find((l) => l !== primeiro.link);
    }, 20_000);
    const tokenNovo = decodeURIComponent(new URL(segundo).pathname.split('/').at(-1) ?? '');
    expect((await dadosConvite(amb.sigla, primeiro.token)).status).toBe(410);
    expect((await aceitar(new ClienteHttp(), amb.sigla, primeiro.token)).status).toBe(410);
    expect((await aceitar(new ClienteHttp(), amb.sigla, tokenNovo)).status).toBe(200);
  });

  it('refuses an account that already accepted (or never was invited)', async () => {
    const membro = await cadastrarEEntrar(amb);

    const r = await reenviar(admin, amb.sigla, membro.usuario.id);

    expect(r.status).toBe(409);
    expect(comoErro(r).mensagem).toBe('Esta pessoa já aceitou o convite');
  });
});

describe('who may invite', () => {
  it('refuses profile 1 with 403 (invite and resend)', async () => {
    const comum = await cadastrarEEntrar(amb);
    const convite = await convidar(admin, amb.sigla, { email: novoEmail(), nome: 'Alvo', perfilUsuario: '1' });

    const r1 = await convidar(comum.http, amb.sigla, { email: novoEmail(), nome: 'X', perfilUsuario: '1' });
    const r2 = await reenviar(comum.http, amb.sigla, convite.body.usuario.id);

    expect(r1.status).toBe(403);
    expect(r2.status).toBe(403);
    expect(comoErro(r1).mensagem).toBe('Você não tem permissão para administrar usuários');
  });

  it.each([
    ['3', 'Somente um Administrador do sistema pode atribuir o perfil Administrador do sistema'],
    [
      '4',
      'Somente um Administrador do sistema pode atribuir os perfis Administrador gerencial e Operador de atendimento',
    ],
  ])('refuses profile %s from an environment administrator', async (perfil, mensagem) => {
    const r = await convidar(admin, amb.sigla, { email: novoEmail(), nome: 'X', perfilUsuario: perfil });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe(mensagem);
  });

  it("cannot resend another tenant's invitation, by its id or with its session", async () => {
    const outro = await criarAmbienteDeTeste();
    const { http: adminOutro } = await entrar(outro, outro.adminEmail, outro.adminSenha);
    const convite = await convidar(admin, amb.sigla, { email: novoEmail(), nome: 'Daqui', perfilUsuario: '1' });

    const porId = await reenviar(adminOutro, outro.sigla, convite.body.usuario.id);
    const comOutraSessao = await reenviar(adminOutro, amb.sigla, convite.body.usuario.id);
    const convidarComOutraSessao = await convidar(adminOutro, amb.sigla, {
      email: novoEmail(),
      nome: 'X',
      perfilUsuario: '1',
    });

    expect(porId.status).toBe(404);
    expect(comOutraSessao.status).toBe(401);
    expect(convidarComOutraSessao.status).toBe(401);
  });
});

describe('deactivation', () => {
  it('keeps the last active administrator: he cannot demote himself', async () => {
    const proprio = await criarAmbienteDeTeste();
    const { http, usuario } = await entrar(proprio, proprio.adminEmail, proprio.adminSenha);

    const r = await http.put<Resposta>(
      '/api/usuario/atualizarUsuario',
      { id: usuario.id, nome: usuario.nome, perfilUsuario: '1', ativo: 'S' },
      { sigla: proprio.sigla },
    );

    expect(r.status).toBe(409);
    expect(comoErro(r).mensagem).toBe(
      'O ambiente precisa de pelo menos um administrador ativo: promova outra pessoa antes de desativar ou alterar o perfil deste administrador',
    );
  });

  it('reactivates a deactivated person, who signs in again', async () => {
    const pessoa = await cadastrarEEntrar(amb);
    const editar = (ativo: string) =>
      admin.put<Resposta>(
        '/api/usuario/atualizarUsuario',
        { id: pessoa.usuario.id, nome: pessoa.usuario.nome, perfilUsuario: '1', ativo },
        { sigla: amb.sigla },
      );

    expect((await editar('N')).status).toBe(200);
    expect((await pessoa.http.get('/api/usuario/buscar', { sigla: amb.sigla })).status).toBe(401);
    expect((await editar('S')).status).toBe(200);

    await entrar(amb, pessoa.email, pessoa.senha);
  });

  it("does not turn a pending invitation active from the edit (the person's acceptance does)", async () => {
    const convite = await convidar(admin, amb.sigla, { email: novoEmail(), nome: 'Pendente', perfilUsuario: '1' });

    const r = await admin.put<Resposta>(
      '/api/usuario/atualizarUsuario',
      { id: convite.body.usuario.id, nome: 'Pendente', perfilUsuario: '1', ativo: 'S' },
      { sigla: amb.sigla },
    );

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Esta pessoa ainda não aceitou o convite: a conta fica ativa quando ela aceitar');
  });
});

describe('PATCH /api/usuario/confirmaremail (issue 25, item 11)', () => {
  it('confirms the e-mail with the password chosen at sign-up; a wrong one is refused and keeps the link', async () => {
    const pessoa = await cadastrarEEntrar(amb);
    const { sigla, token } = await aguardarLink(pessoa.email, `/workflow/confirmaremail/${amb.sigla}/`);
    const confirmar = (senha: string) =>
      new ClienteHttp().patch<{ mensagem: string }>('/api/usuario/confirmaremail', {
        customer: sigla,
        hash: token,
        senha,
      });

    const errada = await confirmar(OUTRA_SENHA);
    expect(errada.status).toBe(400);
    expect(comoErro(errada).mensagem).toBe('A senha não confere. Digite a senha que você escolheu no cadastro.');

    const certa = await confirmar(SENHA);
    expect(certa.status).toBe(200);
    expect(certa.body.mensagem).toBe('E-mail confirmado com sucesso!');
    // The session opened with that password goes on (nothing was reset), and the link is used up.
    expect((await pessoa.http.get('/api/usuario/buscar', { sigla: amb.sigla })).status).toBe(200);
    expect((await confirmar(SENHA)).status).toBe(410);
  });
});
