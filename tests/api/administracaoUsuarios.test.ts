import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaBuscarUsuarios, UsuarioAdministrado } from '@wf/shared/types/sessao';
import { ambienteDemo, criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { cadastrarEEntrar, entrar } from './support/sessoes';

type Navegador = ClienteHttp;
type Resposta = { mensagem: string; usuario: UsuarioAdministrado };

let amb: AmbienteDeTeste;
let admin: Navegador;
beforeAll(async () => {
  amb = await criarAmbienteDeTeste();
  ({ http: admin } = await entrar(amb, amb.adminEmail, amb.adminSenha));
});

const listar = (http: Navegador, sigla: string, query = '') =>
  http.get<RespostaBuscarUsuarios>(`/api/usuario/buscarUsuarios${query}`, { sigla });
const editar = (
  http: Navegador,
  sigla: string,
  dados: { id: string; nome: string; perfilUsuario: string; ativo: string },
) => http.put<Resposta>('/api/usuario/atualizarUsuario', dados, { sigla });

describe('GET /api/usuario/buscarUsuarios', () => {
  it('pages the tenant users in name order, with the total', async () => {
    const proprio = await criarAmbienteDeTeste();
    const { http } = await entrar(proprio, proprio.adminEmail, proprio.adminSenha);
    for (const nome of ['Zeca Souza', 'Bruna Lima', 'Érica Alves']) await cadastrarEEntrar(proprio, { nome });

    const p1 = await listar(http, proprio.sigla, '?pagina=1&tamanhoPagina=2');
    const p2 = await listar(http, proprio.sigla, '?pagina=2&tamanhoPagina=2');

    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ total: 4, pagina: 1, tamanhoPagina: 2 });
    expect(p1.body.listaUsuarios.map((u) => u.nome)).toEqual(['Ana Administradora', 'Bruna Lima']);
    expect(p2.body.listaUsuarios.map((u) => u.nome)).toEqual(['Érica Alves', 'Zeca Souza']);
    expect(p2.body.listaUsuarios[0]).toMatchObject({ iniciais: 'ÉA', perfilUsuario: '1', ativo: 'S' });
  });

  it('defaults to the first page of 20', async () => {
    const r = await listar(admin, amb.sigla);

    expect(r.body).toMatchObject({ pagina: 1, tamanhoPagina: 20 });
  });

  it('refuses profile 1 with 403', async () => {
    const { http } = await cadastrarEEntrar(amb);

    const r = await listar(http, amb.sigla);

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não tem permissão para administrar usuários');
  });

  it('refuses an invalid page number', async () => {
    const r = await listar(admin, amb.sigla, '?pagina=abc');

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Página inválida');
  });
});

describe('PUT /api/usuario/atualizarUsuario (profile 2 in its tenant)', () => {
  it('renames and deactivates a common user, whose session then stops working', async () => {
    const alvo = await cadastrarEEntrar(amb);

    const r = await editar(admin, amb.sigla, {
      id: alvo.usuario.id,
      nome: 'Renomeado Pelo Admin',
      perfilUsuario: '1',
      ativo: 'N',
    });

    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      mensagem: 'Usuário atualizado com sucesso!',
      usuario: { nome: 'Renomeado Pelo Admin', ativo: 'N' },
    });
    expect((await alvo.http.get('/api/usuario/buscar', { sigla: amb.sigla })).status).toBe(401);
    const login = await new ClienteHttp().post('/api/auth/local', {
      email: alvo.email,
      senha: alvo.senha,
      tokenCliente: amb.tokenCliente,
    });
    expect(login.status).toBe(403);
    expect(comoErro(login).mensagem).toBe('Sua conta está inativa. Procure o administrador do ambiente.');
  });

  it('promotes a user to profile 2, which takes effect on his next request', async () => {
    const alvo = await cadastrarEEntrar(amb);

    await editar(admin, amb.sigla, { id: alvo.usuario.id, nome: alvo.usuario.nome, perfilUsuario: '2', ativo: 'S' });

    expect((await listar(alvo.http, amb.sigla)).status).toBe(200);
  });

  it.each([
    ['profile 3', '3', 'Somente um Administrador do sistema pode atribuir o perfil Administrador do sistema'],
    [
      'profile 4',
      '4',
      'Somente um Administrador do sistema pode atribuir os perfis Administrador gerencial e Operador de atendimento',
    ],
    [
      'profile 5',
      '5',
      'Somente um Administrador do sistema pode atribuir os perfis Administrador gerencial e Operador de atendimento',
    ],
  ])('cannot assign %s, and the user keeps his profile', async (_caso, perfil, mensagem) => {
    const alvo = await cadastrarEEntrar(amb);

    const r = await editar(admin, amb.sigla, {
      id: alvo.usuario.id,
      nome: alvo.usuario.nome,
      perfilUsuario: perfil,
      ativo: 'S',
    });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe(mensagem);
    const lista = await listar(admin, amb.sigla, '?tamanhoPagina=100');
    expect(lista.body.listaUsuarios.find((u) => u.id === alvo.usuario.id)?.perfilUsuario).toBe('1');
  });

  it('cannot deactivate himself', async () => {
    const eu = await admin.get<{ id: string; nome: string }>('/api/usuario/buscar', { sigla: amb.sigla });

    const r = await editar(admin, amb.sigla, { id: eu.body.id, nome: eu.body.nome, perfilUsuario: '2', ativo: 'N' });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não pode desativar a sua própria conta');
  });

  it('answers 404 for an unknown id', async () => {
    const r = await editar(admin, amb.sigla, { id: 'nao-existe', nome: 'X', perfilUsuario: '1', ativo: 'S' });

    expect(r.status).toBe(404);
    expect(comoErro(r).mensagem).toBe('Usuário não encontrado');
  });

  it('refuses profile 1 with 403', async () => {
    const { http } = await cadastrarEEntrar(amb);
    const alvo = await cadastrarEEntrar(amb);

    const r = await editar(http, amb.sigla, { id: alvo.usuario.id, nome: 'X', perfilUsuario: '1', ativo: 'S' });

    expect(r.status).toBe(403);
  });

  it.each([
    ['blank name', { nome: '' }, 'Por favor, informe seu nome'],
    ['unknown profile', { perfilUsuario: '9' }, 'Perfil inválido'],
    ['active flag not S/N', { ativo: 'X' }, 'Informe S ou N'],
  ])('refuses %s', async (_caso, invalido, mensagem) => {
    const alvo = await cadastrarEEntrar(amb);

    const r = await editar(admin, amb.sigla, {
      id: alvo.usuario.id,
      nome: 'Ok',
      perfilUsuario: '1',
      ativo: 'S',
      ...invalido,
    });

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe(mensagem);
    const lista = await listar(admin, amb.sigla, '?tamanhoPagina=100');
    expect(lista.body.listaUsuarios.find((u) => u.id === alvo.usuario.id)).toMatchObject({
      nome: alvo.usuario.nome,
      perfilUsuario: '1',
      ativo: 'S',
    });
  });
});

describe('profile-3 accounts (the demo tenant has Sistema, profile 3)', () => {
  let demo: Awaited<ReturnType<typeof ambienteDemo>>;
  let sistema: Navegador;
  let idSistema: string;
  beforeAll(async () => {
    demo = await ambienteDemo();
    ({ http: sistema } = await entrar(demo, demo.sistemaEmail, demo.adminSenha));
    idSistema = (await sistema.get<{ id: string }>('/api/usuario/buscar', { sigla: 'AVMB' })).body.id;
  });

  it('profile 2 cannot edit a profile-3 account', async () => {
    const { http: demoAdmin } = await entrar(demo, demo.adminEmail, demo.adminSenha);

    const r = await editar(demoAdmin, 'AVMB', { id: idSistema, nome: 'Sistema', perfilUsuario: '3', ativo: 'N' });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe(
      'Somente um Administrador do sistema pode alterar a conta de outro Administrador do sistema',
    );
    expect((await sistema.get('/api/usuario/buscar', { sigla: 'AVMB' })).status).toBe(200);
  });

  it('profile 3 assigns profiles 3, 4 and 5', async () => {
    const alvo = await cadastrarEEntrar(demo);

    for (const perfil of ['4', '5', '3']) {
      const r = await editar(sistema, 'AVMB', {
        id: alvo.usuario.id,
        nome: alvo.usuario.nome,
        perfilUsuario: perfil,
        ativo: 'S',
      });
      expect(r.status, perfil).toBe(200);
      expect(r.body.usuario.perfilUsuario).toBe(perfil);
    }
  });

  it('profile 3 deactivates another profile-3 account; profile 2 cannot reactivate it', async () => {
    const alvo = await cadastrarEEntrar(demo);
    await editar(sistema, 'AVMB', { id: alvo.usuario.id, nome: alvo.usuario.nome, perfilUsuario: '3', ativo: 'S' });
    const desativado = await editar(sistema, 'AVMB', {
      id: alvo.usuario.id,
      nome: alvo.usuario.nome,
      perfilUsuario: '3',
      ativo: 'N',
    });
    const { http: demoAdmin } = await entrar(demo, demo.adminEmail, demo.adminSenha);

    const r = await editar(demoAdmin, 'AVMB', {
      id: alvo.usuario.id,
      nome: alvo.usuario.nome,
      perfilUsuario: '3',
      ativo: 'S',
    });

    expect(desativado.status).toBe(200);
    expect(r.status).toBe(403);
  });

  it('a profile-3 user edits his own account', async () => {
    const r = await editar(sistema, 'AVMB', { id: idSistema, nome: 'Sistema', perfilUsuario: '3', ativo: 'S' });

    expect(r.status).toBe(200);
  });
});
