import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoSessionCookie, DEMO } from '../support/demoSession';
import type { AmbienteDeTeste } from '../api/support/ambientes';
import { criarFluxo } from '../api/support/fluxos';
import { conectar, conectarComSessao, type SocketDeTeste } from './support/socket';
import { novoAmbiente, pessoaConectavel, type PessoaConectavel } from './support/sessoes';

describe('WebSocket handshake', () => {
  it('is refused with 401 without a session', async () => {
    const r = await conectar({ cliente: DEMO.sigla });
    expect(r).toEqual({ aberto: false, status: 401 });
  });

  it('is refused with 401 for a forged session token', async () => {
    const r = await conectar({ cliente: DEMO.sigla, cookie: `wf_sessao_${DEMO.sigla}=forjado` });
    expect(r).toEqual({ aberto: false, status: 401 });
  });

  it('opens for the signed-in demo user, the tenant named by ?cliente=', async () => {
    const socket = await conectarComSessao(await demoSessionCookie(inject('baseUrl')), DEMO.sigla);
    socket.enviar({ acao: 'ping' });
    await expect(socket.aguardar((m) => m.tipo === 'pong')).resolves.toEqual({ tipo: 'pong' });
    await socket.fechar();
  });

  it('is refused with 401 from a page on another port of the same site, session cookie and all', async () => {
    const cookie = await demoSessionCookie(inject('baseUrl'));
    const app = new URL(inject('baseUrl'));
    const r = await conectar({ cookie, cliente: DEMO.sigla, origem: `http://${app.hostname}:${Number(app.port) + 1}` });
    expect(r).toEqual({ aberto: false, status: 401 });
  });

  it("opens from the app's own origin", async () => {
    const cookie = await demoSessionCookie(inject('baseUrl'));
    const r = await conectar({ cookie, cliente: DEMO.sigla, origem: new URL(inject('baseUrl')).origin });
    expect(r.aberto).toBe(true);
    if (r.aberto) await r.socket.fechar();
  });

  it('opens with the tenant taken from the wf_cliente cookie when no ?cliente= is given', async () => {
    const cookie = await demoSessionCookie(inject('baseUrl'));
    expect(cookie).toContain(`wf_cliente=${DEMO.sigla}`);
    const r = await conectar({ cookie });
    expect(r.aberto).toBe(true);
    if (r.aberto) await r.socket.fechar();
  });
});

describe('rooms on the socket', () => {
  let amb: AmbienteDeTeste;
  let pessoa: PessoaConectavel;
  let socket: SocketDeTeste;
  let idFluxo: string;

  beforeAll(async () => {
    amb = await novoAmbiente();
    pessoa = await pessoaConectavel(amb);
    socket = await conectarComSessao(pessoa.cookie, amb.sigla);
    idFluxo = (await criarFluxo(pessoa)).id;
  });
  afterAll(() => socket?.fechar());

  it('joins the room of a flow it sees, in its own tenant', async () => {
    const sala = `FLUXO:${amb.sigla}:${idFluxo}`;
    socket.enviar({ acao: 'entrar', sala });
    await expect(socket.aguardar((m) => 'sala' in m && m.sala === sala)).resolves.toEqual({ tipo: 'entrou', sala });
  });

  it('refuses a room of another tenant with an error message', async () => {
    const sala = `FLUXO:${DEMO.sigla}:fluxo-1`;
    socket.enviar({ acao: 'entrar', sala });
    await expect(socket.aguardar((m) => 'sala' in m && m.sala === sala)).resolves.toEqual({
      tipo: 'erro',
      mensagem: 'Você não tem acesso a esta sala',
      sala,
    });
  });

  it('refuses the rooms of a flow its user does not see (or that does not exist)', async () => {
    const outra = await pessoaConectavel(amb, 'Otto Outro');
    const alheio = (await criarFluxo(outra)).id;
    for (const sala of [
      `FLUXO:${amb.sigla}:${alheio}`,
      `CHAT-FLUXO:${amb.sigla}:${alheio}`,
      `FLUXO:${amb.sigla}:fluxo-inexistente`,
    ]) {
      socket.enviar({ acao: 'entrar', sala });
      await expect(socket.aguardar((m) => 'sala' in m && m.sala === sala)).resolves.toEqual({
        tipo: 'erro',
        mensagem: 'Você não tem acesso a esta sala',
        sala,
      });
    }
  });

  it("refuses another user's notification room", async () => {
    const sala = `NOTIFICACAO:${amb.sigla}:outro-usuario`;
    socket.enviar({ acao: 'entrar', sala });
    await expect(socket.aguardar((m) => 'sala' in m && m.sala === sala)).resolves.toMatchObject({ tipo: 'erro', sala });
  });

  it('leaves a room it joined', async () => {
    const sala = `CHAT-FLUXO:${amb.sigla}:${idFluxo}`;
    socket.enviar({ acao: 'entrar', sala });
    await socket.aguardar((m) => m.tipo === 'entrou' && m.sala === sala);
    socket.enviar({ acao: 'sair', sala });
    await expect(socket.aguardar((m) => m.tipo === 'saiu' && m.sala === sala)).resolves.toEqual({ tipo: 'saiu', sala });
  });

  it('answers a message it cannot read with an error', async () => {
    socket.enviar('isto não é JSON');
    await expect(socket.aguardar((m) => m.tipo === 'erro' && !('sala' in m && m.sala))).resolves.toMatchObject({
      tipo: 'erro',
      mensagem: expect.stringContaining('Mensagem inválida'),
    });
  });
});
