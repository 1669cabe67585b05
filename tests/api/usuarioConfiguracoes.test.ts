import { beforeAll, describe, expect, inject, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { buildDeps, type AppDeps } from '@wf/functions/kernel/deps';
import { readEnvironment } from '@wf/functions/kernel/environment';
import { buscarSessao } from '@wf/functions/data/repositories/sessaoRepository';
import { usuarioKeys } from '@wf/functions/data/repositories/usuarioRepository';
import { resolverSessao } from '@wf/functions/domains/auth/services/sessaoService';
import { hashDeSegredo } from '@wf/functions/lib/segredos';
import type {
  RespostaBuscarUsuarios,
  RespostaSessao,
  RespostaTourStep,
  UsuarioAdministrado,
} from '@wf/shared/types/sessao';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';
import { depsDaTabela } from '../support/tabela';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { cadastrarEEntrar, entrar } from './support/sessoes';

/**
 * The user settings (docs/adr/0075-user-settings.md): tempoSessao, auth2fa and
 * permiteInteracaoCompleta set by administrators in /admin/usuarios, tourStep by the person.
 */
let amb: AmbienteDeTeste;
let admin: ClienteHttp;
beforeAll(async () => {
  amb = await criarAmbienteDeTeste();
  ({ http: admin } = await entrar(amb, amb.adminEmail, amb.adminSenha));
});

const editar = (dados: Record<string, unknown>, http = admin, sigla = amb.sigla) =>
  http.put<{ mensagem: string; usuario: UsuarioAdministrado }>('/api/usuario/atualizarUsuario', dados, { sigla });
/** The account as the administration lists it. */
const administrado = async (id: string): Promise<UsuarioAdministrado> => {
  const r = await admin.get<RespostaBuscarUsuarios>('/api/usuario/buscarUsuarios?tamanhoPagina=100', {
    sigla: amb.sigla,
  });
  const u = r.body.listaUsuarios.find((x) => x.id === id);
  if (!u) throw new Error(`usuário ${id} não listado`);
  return u;
};
const pessoa = async () => {
  const p = await cadastrarEEntrar(amb, { nome: 'Paula Prado' });
  return { ...p, base: { id: p.usuario.id, nome: 'Paula Prado', perfilUsuario: '1', ativo: 'S' } };
};

describe('PUT /api/usuario/atualizarUsuario, user settings', () => {
  it('a new account has the defaults: 8 h sessions, 2FA off, full interaction', async () => {
    const { usuario } = await pessoa();

    expect(usuario).toMatchObject({ tempoSessao: 480, auth2fa: 'N', permiteInteracaoCompleta: 'S', tourStep: 0 });
    expect(await administrado(usuario.id)).toMatchObject({
      tempoSessao: 480,
      auth2fa: 'N',
      permiteInteracaoCompleta: 'S',
    });
  });

  it('an administrator sets them; an edit that leaves them out keeps them', async () => {
    const { base } = await pessoa();

    const r = await editar({ ...base, tempoSessao: 30, auth2fa: 'S', permiteInteracaoCompleta: 'N' });

    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.usuario).toMatchObject({ tempoSessao: 30, auth2fa: 'S', permiteInteracaoCompleta: 'N' });
    await editar({ ...base, nome: 'Paula Prado Lima' });
    expect(await administrado(base.id)).toMatchObject({
      nome: 'Paula Prado Lima',
      tempoSessao: 30,
      auth2fa: 'S',
      permiteInteracaoCompleta: 'N',
    });
  });

  it.each([
    [
      'tempoSessao 45',
      { tempoSessao: 45 },
      'Tempo de sessão deve ser um destes valores em minutos: 30, 60, 120, 240, 480, 720',
    ],
    ['tempoSessao as text', { tempoSessao: '30' }, 'Tempo de sessão inválido'],
    ['auth2fa X', { auth2fa: 'X' }, 'Informe S ou N'],
    ['permiteInteracaoCompleta true', { permiteInteracaoCompleta: true }, 'Informe S ou N'],
  ] as [string, Record<string, unknown>, string][])(
    'refuses %s with a pt-BR 400, and writes nothing',
    async (_caso, mudanca, mensagem) => {
      const { base } = await pessoa();
      const antes = await administrado(base.id);

      const r = await editar({ ...base, nome: 'Não Salvo', ...mudanca });

      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe(mensagem);
      expect(comoErro(r).campos?.[Object.keys(mudanca)[0]!]).toBe(mensagem);
      expect(await administrado(base.id)).toEqual(antes);
    },
  );

  it("profile 1 cannot change another user's settings, nor his own", async () => {
    const alvo = await pessoa();
    const comum = await pessoa();
    const antes = await administrado(alvo.base.id);

    const outro = await editar({ ...alvo.base, tempoSessao: 720 }, comum.http);
    const proprio = await editar({ ...comum.base, tempoSessao: 720, auth2fa: 'S' }, comum.http);

    expect(outro.status).toBe(403);
    expect(proprio.status).toBe(403);
    expect(await administrado(alvo.base.id)).toEqual(antes);
    expect((await administrado(comum.base.id)).tempoSessao).toBe(480);
  });

  it("an administrator of another tenant cannot reach this tenant's users by id", async () => {
    const { base } = await pessoa();
    const outro = await criarAmbienteDeTeste();
    const { http: adminOutro } = await entrar(outro, outro.adminEmail, outro.adminSenha);
    const antes = await administrado(base.id);

    const r = await editar({ ...base, tempoSessao: 30 }, adminOutro, outro.sigla);

    expect(r.status).toBe(404);
    expect(await administrado(base.id)).toEqual(antes);
  });
});

/**
 * A session lasts its account's tempoSessao from login and from each renewal: the real session
 * service against the runtime's table, with deps whose clock is moved (as in sessao.test.ts).
 */
describe('tempoSessao and the session expiry (clock moved)', () => {
  const depsNoInstante = (segundos: number): AppDeps => ({
    ...buildDeps(readEnvironment(handlerEnvironment(inject('endpoints')))),
    db: depsDaTabela().db,
    clock: () => new Date(segundos * 1000),
  });
  const registroDe = async (http: ClienteHttp) => {
    const token = http.cookies.get(`wf_sessao_${amb.sigla}`) ?? '';
    const registro = await buscarSessao(depsNoInstante(0), amb.sigla, hashDeSegredo(token));
    if (!registro) throw new Error('sessão não encontrada');
    return { token, registro, criadaEm: Math.floor(Date.parse(registro.criadaEm) / 1000) };
  };

  it('a 30-minute account is signed out 30 minutes after login and after each renewal', async () => {
    const p = await pessoa();
    expect((await editar({ ...p.base, tempoSessao: 30 })).status).toBe(200);

    const { http } = await entrar(amb, p.email, p.senha);
    const login = await registroDe(http);
    expect(login.registro.expiraEm - login.criadaEm).toBe(30 * 60);
    expect(await resolverSessao(depsNoInstante(login.criadaEm + 29 * 60), amb.sigla, login.token)).not.toBeNull();
    expect(await resolverSessao(depsNoInstante(login.criadaEm + 31 * 60), amb.sigla, login.token)).toBeNull();

    expect((await http.get('/api/auth/refresh-user-token', { sigla: amb.sigla })).status).toBe(200);
    const renovada = await registroDe(http);
    expect(renovada.token).not.toBe(login.token);
    expect(renovada.registro.expiraEm - renovada.criadaEm).toBe(30 * 60);
    expect(await resolverSessao(depsNoInstante(renovada.criadaEm + 31 * 60), amb.sigla, renovada.token)).toBeNull();
  });

  it('an account with the default keeps the 8-hour sessions', async () => {
    const p = await pessoa();
    const { registro, criadaEm } = await registroDe(p.http);
    expect(registro.expiraEm - criadaEm).toBe(8 * 3600);
  });
});

describe('PUT /api/usuario/tourStep', () => {
  const passo = (http: ClienteHttp, tourStep: unknown) =>
    http.put<RespostaTourStep>('/api/usuario/tourStep', { tourStep }, { sigla: amb.sigla });
  const sessao = async (http: ClienteHttp) =>
    (await http.get<RespostaSessao>('/api/auth/verify-login', { sigla: amb.sigla })).body.usuario;

  it("stores the person's own step, which the session answers", async () => {
    const { http } = await pessoa();

    const r = await passo(http, 2);

    expect(r.status).toBe(200);
    expect(r.body).toEqual({ tourStep: 2 });
    expect((await sessao(http)).tourStep).toBe(2);
    expect((await passo(http, 4)).status).toBe(200);
    expect((await sessao(http)).tourStep).toBe(4);
  });

  it.each([[-1], [5], ['1'], [1.5], [null]])('refuses %o with a pt-BR 400 and keeps the step', async (valor) => {
    const { http } = await pessoa();
    await passo(http, 1);

    const r = await passo(http, valor);

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Passo do tour inválido');
    expect((await sessao(http)).tourStep).toBe(1);
  });

  it('needs a session, and changes only the caller', async () => {
    const { http } = await pessoa();
    const outra = await pessoa();
    expect((await passo(new ClienteHttp(), 3)).status).toBe(401);

    // A body naming another user is still the caller's own step.
    const r = await http.put('/api/usuario/tourStep', { tourStep: 3, id: outra.usuario.id }, { sigla: amb.sigla });

    expect(r.status).toBe(200);
    expect((await sessao(http)).tourStep).toBe(3);
    expect((await sessao(outra.http)).tourStep).toBe(0);
  });

  it('an account stored before the tour reads as having finished it', async () => {
    const { http, usuario } = await pessoa();
    await depsDaTabela().db.send(
      new UpdateCommand({
        TableName: depsDaTabela().tableName,
        Key: { pk: usuarioKeys.pk(amb.sigla, usuario.id), sk: usuarioKeys.sk() },
        UpdateExpression: 'REMOVE tourStep, tempoSessao, auth2fa, permiteInteracaoCompleta',
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );

    expect(await sessao(http)).toMatchObject({ tourStep: 4, tempoSessao: 480, auth2fa: 'N' });
  });
});
