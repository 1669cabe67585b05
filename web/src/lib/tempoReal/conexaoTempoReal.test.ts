import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConexaoTempoReal, esperaDeReconexao, TEMPOS } from './conexaoTempoReal';

/** A socket the test drives: it records what the client sends and opens/closes on demand. */
class SocketFalso {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  readyState = SocketFalso.CONNECTING;
  enviadas: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  send(dados: string) {
    this.enviadas.push(JSON.parse(dados));
  }
  close() {
    this.readyState = 3;
  }
  abrir() {
    this.readyState = SocketFalso.OPEN;
    this.onopen?.();
  }
  cair() {
    this.readyState = 3;
    this.onclose?.();
  }
  receber(mensagem: unknown) {
    this.onmessage?.({ data: JSON.stringify(mensagem) });
  }
}

let sockets: SocketFalso[];
function criar() {
  const mensagens: unknown[] = [];
  const retomadas = { n: 0 };
  const conexao = new ConexaoTempoReal({
    url: () => 'ws://teste/ws',
    aoMensagem: (m) => mensagens.push(m),
    aoRetomar: () => retomadas.n++,
    criarSocket: () => {
      const s = new SocketFalso();
      sockets.push(s);
      return s as unknown as WebSocket;
    },
  });
  return { conexao, mensagens, retomadas };
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  vi.stubGlobal('WebSocket', SocketFalso);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ConexaoTempoReal', () => {
  it('joins a room once for two users and leaves it when the last one leaves', () => {
    const { conexao } = criar();
    conexao.iniciar();
    sockets[0]!.abrir();
    const sair1 = conexao.entrar('FLUXO:AVMB:f1');
    const sair2 = conexao.entrar('FLUXO:AVMB:f1');
    sair1();
    expect(sockets[0]!.enviadas).toEqual([{ acao: 'entrar', sala: 'FLUXO:AVMB:f1' }]);
    sair2();
    expect(sockets[0]!.enviadas).toEqual([
      { acao: 'entrar', sala: 'FLUXO:AVMB:f1' },
      { acao: 'sair', sala: 'FLUXO:AVMB:f1' },
    ]);
  });

  it('reconnects after a drop with backoff, re-joins its rooms and asks for a catch-up', () => {
    const { conexao, retomadas } = criar();
    conexao.iniciar();
    sockets[0]!.abrir();
    conexao.entrar('FLUXO:AVMB:f1');
    sockets[0]!.cair();
    expect(conexao.estado).toBe('desconectado');
    vi.advanceTimersByTime(TEMPOS.backoffInicialMs);
    expect(sockets).toHaveLength(2);
    sockets[1]!.abrir();
    expect(sockets[1]!.enviadas).toEqual([{ acao: 'entrar', sala: 'FLUXO:AVMB:f1' }]);
    expect(conexao.estado).toBe('conectado');
    expect(retomadas.n).toBe(1);
  });

  it('passes each event on once, however often it is delivered', () => {
    const { conexao, mensagens } = criar();
    conexao.iniciar();
    sockets[0]!.abrir();
    const evento = { tipo: 'cardCriado', sala: 'FLUXO:AVMB:f1', dados: { idEvento: 'e1' } };
    sockets[0]!.receber(evento);
    sockets[0]!.receber(evento);
    expect(mensagens).toEqual([evento]);
  });

  it('passes on each event of a batch in order, once, as if it had come alone', () => {
    const { conexao, mensagens } = criar();
    conexao.iniciar();
    sockets[0]!.abrir();
    const e1 = { tipo: 'cardCriado', sala: 'FLUXO:AVMB:f1', dados: { idEvento: 'e1' } };
    const e2 = { tipo: 'cardEntrarEtapa', sala: 'FLUXO:AVMB:f1', dados: { idEvento: 'e2' } };
    const e3 = { tipo: 'cardAtualizado', sala: 'FLUXO:AVMB:f1', dados: { idEvento: 'e3' } };
    sockets[0]!.receber(e1);
    sockets[0]!.receber({ tipo: 'lote', sala: 'FLUXO:AVMB:f1', mensagens: [e1, e2, e3] });
    sockets[0]!.receber(e3);
    expect(mensagens).toEqual([e1, e2, e3]);
  });

  it('replaces a silent socket: no pong in time after a ping', () => {
    const { conexao } = criar();
    conexao.iniciar();
    sockets[0]!.abrir();
    vi.advanceTimersByTime(TEMPOS.pingMs);
    expect(sockets[0]!.enviadas).toEqual([{ acao: 'ping' }]);
    vi.advanceTimersByTime(TEMPOS.esperaPongMs);
    expect(sockets).toHaveLength(2);
  });

  it('opens a new socket before the 2 h limit and closes the old one once the new is open', () => {
    const { conexao, retomadas } = criar();
    conexao.iniciar();
    sockets[0]!.abrir();
    conexao.entrar('FLUXO:AVMB:f1');
    // Pongs keep the socket alive meanwhile.
    for (let t = 0; t < TEMPOS.renovarMs; t += TEMPOS.pingMs) {
      vi.advanceTimersByTime(Math.min(TEMPOS.pingMs, TEMPOS.renovarMs - t));
      sockets[0]!.receber({ tipo: 'pong' });
    }
    expect(sockets).toHaveLength(2);
    sockets[1]!.abrir();
    expect(sockets[0]!.readyState).toBe(3);
    expect(sockets[1]!.enviadas).toEqual([{ acao: 'entrar', sala: 'FLUXO:AVMB:f1' }]);
    expect(retomadas.n).toBe(0);
  });

  it('waits 1 s, 2 s, 4 s ... up to 30 s, scaled by 50-100 %', () => {
    expect(esperaDeReconexao(0, TEMPOS, () => 1)).toBe(1_000);
    expect(esperaDeReconexao(2, TEMPOS, () => 0)).toBe(2_000);
    expect(esperaDeReconexao(10, TEMPOS, () => 1)).toBe(30_000);
  });
});
