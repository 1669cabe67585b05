import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MensagemServidor } from '@wf/shared/realtime';
import { sessaoKeys } from '../../functions/src/data/repositories/sessaoRepository';
import { hashDeSegredo } from '../../functions/src/lib/segredos';
import type { AmbienteDeTeste } from '../api/support/ambientes';
import { criarFluxo } from '../api/support/fluxos';
import { OUTRA_SENHA, SENHA } from '../api/support/dados';
import { definirSenhaPeloLink, entrar } from '../api/support/sessoes';
import { depsDaTabela } from '../support/tabela';
import { cabecalhoCookie, conectar, conectarComSessao, type SocketDeTeste } from './support/socket';
import { novoAmbiente, pessoaConectavel, type PessoaConectavel } from './support/sessoes';

/**
 * A socket carries no cookie after its handshake: it must end when the session it was opened
 * with ends (logout, refresh, password change or reset, deactivation, expiry), and must never
 * join a room for a session that is gone.
 */
const SESSAO_ENCERRADA = 'Sua sessão foi encerrada. Entre novamente para continuar recebendo atualizações.';
const FECHA_EM_MS = 15_000;

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await novoAmbiente();
});

const cookieSessao = (p: PessoaConectavel) => `wf_sessao_${p.sigla}`;
const salaDoFluxo = (id: string) => `FLUXO:${amb.sigla}:${id}`;

/** Settles with the close code, or fails when the socket is still open after FECHA_EM_MS. */
function fechamento(socket: SocketDeTeste): Promise<number> {
  return Promise.race([
    socket.fechado,
    new Promise<number>((_, reject) => setTimeout(() => reject(new Error('o socket continuou aberto')), FECHA_EM_MS)),
  ]);
}

/** A socket of this person that joined its own flow's room (a live session joins). */
async function socketNaSala(p: PessoaConectavel, idFluxo: string): Promise<SocketDeTeste> {
  const socket = await conectarComSessao(p.cookie, amb.sigla);
  socket.enviar({ acao: 'entrar', sala: salaDoFluxo(idFluxo) });
  await socket.aguardar((m) => m.tipo === 'entrou' && m.sala === salaDoFluxo(idFluxo));
  return socket;
}

/** The same account signed in again in another browser: a second session. */
async function outraSessao(p: PessoaConectavel, senha = SENHA): Promise<PessoaConectavel> {
  const { http } = await entrar(amb, p.email, senha);
  return { ...p, http, cookie: cabecalhoCookie(http.cookies) };
}

const avisoDeEncerramento = (m: MensagemServidor) => m.tipo === 'erro' && m.mensagem === SESSAO_ENCERRADA;

describe('logout', () => {
  it("closes the session's socket, telling why, and leaves other people's sockets alone", async () => {
    const rita = await pessoaConectavel(amb, 'Rita Logout');
    const outra = await pessoaConectavel(amb, 'Otto Fica');
    const idFluxo = (await criarFluxo(rita)).id;
    const socket = await socketNaSala(rita, idFluxo);
    const alheio = await conectarComSessao(outra.cookie, amb.sigla);

    const r = await rita.http.post('/api/auth/logout', undefined, { sigla: amb.sigla });
    expect(r.status).toBe(200);

    await fechamento(socket);
    expect(socket.recebidas.some(avisoDeEncerramento)).toBe(true);
    alheio.enviar({ acao: 'ping' });
    await expect(alheio.aguardar((m) => m.tipo === 'pong')).resolves.toEqual({ tipo: 'pong' });
    expect(alheio.aberto()).toBe(true);
    await alheio.fechar();
  });

  it('refuses a join sent right after the logout: the socket never enters and is closed', async () => {
    const rita = await pessoaConectavel(amb, 'Rita Entra Depois');
    const idFluxo = (await criarFluxo(rita)).id;
    const socket = await conectarComSessao(rita.cookie, amb.sigla);

    await rita.http.post('/api/auth/logout', undefined, { sigla: amb.sigla });
    socket.enviar({ acao: 'entrar', sala: salaDoFluxo(idFluxo) });

    await fechamento(socket);
    expect(socket.recebidas.some((m) => m.tipo === 'entrou')).toBe(false);
    // The ended session opens no new socket either.
    await expect(conectar({ cookie: rita.cookie, cliente: amb.sigla })).resolves.toEqual({
      aberto: false,
      status: 401,
    });
  });
});

describe('password change in my account', () => {
  it("ends the other sessions' sockets; the new session opens and joins", async () => {
    const rita = await pessoaConectavel(amb, 'Rita Troca Senha');
    const idFluxo = (await criarFluxo(rita)).id;
    const noOutroNavegador = await outraSessao(rita);
    const outroSocket = await socketNaSala(noOutroNavegador, idFluxo);

    const r = await rita.http.put(
      '/api/usuario/atualizar',
      { nome: 'Rita Troca Senha', senha: OUTRA_SENHA, confirmarSenha: OUTRA_SENHA },
      { sigla: amb.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    await fechamento(outroSocket);
    expect(outroSocket.recebidas.some(avisoDeEncerramento)).toBe(true);
    // The caller's session went on with a new cookie: its socket opens and joins.
    const novo = await socketNaSala({ ...rita, cookie: cabecalhoCookie(rita.http.cookies) }, idFluxo);
    expect(novo.aberto()).toBe(true);
    await novo.fechar();
  });
});

describe('password reset by the e-mailed link', () => {
  it('ends every socket of the account', async () => {
    const rita = await pessoaConectavel(amb, 'Rita Esqueceu');
    const idFluxo = (await criarFluxo(rita)).id;
    const socket = await socketNaSala(rita, idFluxo);

    expect(
      (await rita.http.post('/api/usuario/esquecisenha', { email: rita.email, tokenCliente: amb.tokenCliente })).status,
    ).toBe(200);
    await definirSenhaPeloLink(rita.email, '/workflow/resetarsenha/', OUTRA_SENHA);

    await fechamento(socket);
    expect(socket.recebidas.some(avisoDeEncerramento)).toBe(true);
  });
});

describe("an administrator's deactivation", () => {
  it('ends every socket of the account, in every session', async () => {
    const rita = await pessoaConectavel(amb, 'Rita Desativada');
    const idFluxo = (await criarFluxo(rita)).id;
    const sockets = [await socketNaSala(rita, idFluxo), await socketNaSala(await outraSessao(rita), idFluxo)];
    const { http: admin } = await entrar(amb, amb.adminEmail, amb.adminSenha);
    // Only the switch changes: the profile stays the one the account has.
    const { perfilUsuario } = (
      await rita.http.get<{ perfilUsuario: string }>('/api/usuario/buscar', { sigla: amb.sigla })
    ).body;

    const r = await admin.put(
      '/api/usuario/atualizarUsuario',
      { id: rita.usuarioId, nome: 'Rita Desativada', perfilUsuario, ativo: 'N' },
      { sigla: amb.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    await Promise.all(sockets.map(fechamento));
    for (const socket of sockets) expect(socket.recebidas.some(avisoDeEncerramento)).toBe(true);
  });
});

describe('session refresh', () => {
  it("closes the old session's socket; the refreshed cookie opens and joins", async () => {
    const rita = await pessoaConectavel(amb, 'Rita Renova');
    const idFluxo = (await criarFluxo(rita)).id;
    const socket = await socketNaSala(rita, idFluxo);

    expect((await rita.http.get('/api/auth/refresh-user-token', { sigla: amb.sigla })).status).toBe(200);

    await fechamento(socket);
    const novo = await socketNaSala({ ...rita, cookie: cabecalhoCookie(rita.http.cookies) }, idFluxo);
    await novo.fechar();
  });
});

describe('a session item gone or expired without an event', () => {
  const chave = (p: PessoaConectavel) => {
    const token = decodeURIComponent(p.http.cookies.get(cookieSessao(p)) ?? '');
    return { pk: sessaoKeys.pk(p.sigla, hashDeSegredo(token)), sk: sessaoKeys.sk() };
  };

  it('refuses the next join with a clear message and closes the socket (item deleted)', async () => {
    const rita = await pessoaConectavel(amb, 'Rita Apagada');
    const idFluxo = (await criarFluxo(rita)).id;
    const socket = await conectarComSessao(rita.cookie, amb.sigla);
    const deps = depsDaTabela();
    await deps.db.send(new DeleteCommand({ TableName: deps.tableName, Key: chave(rita) }));

    socket.enviar({ acao: 'entrar', sala: salaDoFluxo(idFluxo) });

    await expect(socket.aguardar((m) => m.tipo === 'erro')).resolves.toEqual({
      tipo: 'erro',
      mensagem: SESSAO_ENCERRADA,
      sala: salaDoFluxo(idFluxo),
    });
    await fechamento(socket);
    expect(socket.recebidas.some((m) => m.tipo === 'entrou')).toBe(false);
  });

  it('refuses the next join and closes the socket (item past its expiry, TTL not yet run)', async () => {
    const rita = await pessoaConectavel(amb, 'Rita Expirada');
    const idFluxo = (await criarFluxo(rita)).id;
    const socket = await conectarComSessao(rita.cookie, amb.sigla);
    const deps = depsDaTabela();
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: chave(rita),
        UpdateExpression: 'SET expiraEm = :passado',
        ExpressionAttributeValues: { ':passado': Math.floor(Date.now() / 1000) - 1 },
      }),
    );

    socket.enviar({ acao: 'entrar', sala: salaDoFluxo(idFluxo) });

    await expect(socket.aguardar((m) => m.tipo === 'erro')).resolves.toMatchObject({ mensagem: SESSAO_ENCERRADA });
    await fechamento(socket);
    expect(socket.recebidas.some((m) => m.tipo === 'entrou')).toBe(false);
  });
});
