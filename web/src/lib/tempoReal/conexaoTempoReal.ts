import { TIPO_LOTE, type MensagemCliente, type MensagemLote, type MensagemServidor } from '@wf/shared/realtime';

/**
 * The tab's one WebSocket to `/ws` (docs/architecture.md, "Realtime"). It keeps the rooms the
 * screens asked for (reference-counted: two components on one room share one membership), pings
 * so a dead socket is noticed, reconnects with backoff and jitter and re-joins, and replaces the
 * socket before API Gateway's 2 h limit. After any gap (reconnect, tab wake-up) it calls
 * aoRetomar: events of the gap are lost, so the caller refetches what they could have changed.
 */
export type EstadoConexao = 'conectando' | 'conectado' | 'desconectado';

export interface OpcoesConexao {
  url: () => string;
  /** Each message once; a batch (MensagemLote) arrives here as its messages, one by one. */
  aoMensagem: (mensagem: Exclude<MensagemServidor, MensagemLote>) => void;
  aoRetomar: () => void;
  criarSocket?: (url: string) => WebSocket;
  /** Timings, for tests. */
  tempos?: Partial<typeof TEMPOS>;
}

export const TEMPOS = {
  /** API Gateway drops a socket idle for 10 min; a ping every 4 min keeps it and proves it alive. */
  pingMs: 4 * 60_000,
  /** No pong within this after a ping: the socket is dead although the browser has not noticed. */
  esperaPongMs: 10_000,
  /** API Gateway closes every socket after 2 h: a new one is opened a little before. */
  renovarMs: 110 * 60_000,
  backoffInicialMs: 1_000,
  backoffMaximoMs: 30_000,
};

/** 1 s, 2 s, 4 s ... up to 30 s, each scaled by a random 50-100 % so tabs do not reconnect in step. */
export function esperaDeReconexao(tentativa: number, tempos = TEMPOS, aleatorio = Math.random): number {
  const teto = Math.min(tempos.backoffMaximoMs, tempos.backoffInicialMs * 2 ** tentativa);
  return Math.round(teto * (0.5 + aleatorio() / 2));
}

// Events are delivered at least once (and twice while a renewal overlaps two sockets).
const EVENTOS_LEMBRADOS = 500;

export class ConexaoTempoReal {
  private readonly tempos: typeof TEMPOS;
  private socket: WebSocket | null = null;
  private estadoAtual: EstadoConexao = 'desconectado';
  private readonly ouvintesEstado = new Set<(estado: EstadoConexao) => void>();
  private readonly salas = new Map<string, number>();
  private readonly vistos = new Set<string>();
  private tentativas = 0;
  private jaConectou = false;
  private ativa = false;
  private timerReconexao: ReturnType<typeof setTimeout> | undefined;
  private timerPing: ReturnType<typeof setInterval> | undefined;
  private timerPong: ReturnType<typeof setTimeout> | undefined;
  private timerRenovacao: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly opcoes: OpcoesConexao) {
    this.tempos = { ...TEMPOS, ...opcoes.tempos };
  }

  get estado(): EstadoConexao {
    return this.estadoAtual;
  }

  assinarEstado(ouvinte: (estado: EstadoConexao) => void): () => void {
    this.ouvintesEstado.add(ouvinte);
    return () => this.ouvintesEstado.delete(ouvinte);
  }

  iniciar(): void {
    if (this.ativa) return;
    this.ativa = true;
    window.addEventListener('online', this.aoAcordar);
    document.addEventListener('visibilitychange', this.aoMudarVisibilidade);
    this.abrir();
  }

  parar(): void {
    this.ativa = false;
    window.removeEventListener('online', this.aoAcordar);
    document.removeEventListener('visibilitychange', this.aoMudarVisibilidade);
    this.limparTimers();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.mudarEstado('desconectado');
  }

  /** Joins a room while the returned function is not called; the last leaver leaves it. */
  entrar(sala: string): () => void {
    const antes = this.salas.get(sala) ?? 0;
    this.salas.set(sala, antes + 1);
    if (antes === 0) this.enviar({ acao: 'entrar', sala });
    let saiu = false;
    return () => {
      if (saiu) return;
      saiu = true;
      const restantes = (this.salas.get(sala) ?? 1) - 1;
      if (restantes > 0) return void this.salas.set(sala, restantes);
      this.salas.delete(sala);
      this.enviar({ acao: 'sair', sala });
    };
  }

  private enviar(mensagem: MensagemCliente, socket = this.socket): void {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(mensagem));
  }

  private mudarEstado(estado: EstadoConexao): void {
    if (estado === this.estadoAtual) return;
    this.estadoAtual = estado;
    this.ouvintesEstado.forEach((ouvinte) => ouvinte(estado));
  }

  /** Opens a socket. A renewal keeps the old one until the new one is open (no gap, maybe duplicates). */
  private abrir(renovacao = false): void {
    clearTimeout(this.timerReconexao);
    if (!renovacao) this.mudarEstado('conectando');
    const criar = this.opcoes.criarSocket ?? ((url: string) => new WebSocket(url));
    const socket = criar(this.opcoes.url());
    const anterior = renovacao ? this.socket : null;
    if (!renovacao) this.socket = socket;
    socket.onopen = () => {
      if (!this.ativa) return void socket.close(1000);
      if (renovacao) {
        this.socket = socket;
        anterior?.close(1000);
      }
      for (const sala of this.salas.keys()) this.enviar({ acao: 'entrar', sala }, socket);
      this.tentativas = 0;
      this.mudarEstado('conectado');
      this.agendarManutencao();
      if (this.jaConectou && !renovacao) this.opcoes.aoRetomar();
      this.jaConectou = true;
    };
    socket.onmessage = (evento) => this.receber(evento.data);
    socket.onclose = () => {
      if (socket !== this.socket || !this.ativa) return;
      this.socket = null;
      this.limparTimers();
      this.mudarEstado('desconectado');
      this.timerReconexao = setTimeout(() => this.abrir(), esperaDeReconexao(this.tentativas++, this.tempos));
    };
  }

  private receber(dados: unknown): void {
    if (typeof dados !== 'string') return;
    let mensagem: MensagemServidor;
    try {
      mensagem = JSON.parse(dados) as MensagemServidor;
    } catch {
      return;
    }
    if (mensagem.tipo === 'pong') return void clearTimeout(this.timerPong);
    // Events that waited while the fan-out was busy come together: each goes on as if alone.
    if (mensagem.tipo === TIPO_LOTE) return mensagem.mensagens.forEach((m) => this.entregar(m));
    this.entregar(mensagem);
  }

  /** Passes a message on once: an event delivered twice (at least once, or heard on two sockets) is dropped. */
  private entregar(mensagem: Exclude<MensagemServidor, MensagemLote>): void {
    const idEvento = 'dados' in mensagem ? (mensagem.dados as { idEvento?: string }).idEvento : undefined;
    if (idEvento) {
      if (this.vistos.has(idEvento)) return;
      this.vistos.add(idEvento);
      if (this.vistos.size > EVENTOS_LEMBRADOS) this.vistos.delete(this.vistos.values().next().value as string);
    }
    this.opcoes.aoMensagem(mensagem);
  }

  private agendarManutencao(): void {
    this.limparTimers();
    this.timerPing = setInterval(() => this.verificar(), this.tempos.pingMs);
    this.timerRenovacao = setTimeout(() => this.abrir(true), this.tempos.renovarMs);
  }

  /** Pings; a socket that does not answer in time is closed, which starts a reconnect. */
  private verificar(): void {
    const socket = this.socket;
    if (socket?.readyState !== WebSocket.OPEN) return;
    this.enviar({ acao: 'ping' }, socket);
    clearTimeout(this.timerPong);
    this.timerPong = setTimeout(() => {
      if (socket !== this.socket) return;
      // close() on a dead link can take minutes to fire onclose: reconnect now.
      this.socket = null;
      socket.onclose = null;
      socket.close();
      this.limparTimers();
      this.mudarEstado('desconectado');
      this.abrir();
    }, this.tempos.esperaPongMs);
  }

  private limparTimers(): void {
    clearTimeout(this.timerReconexao);
    clearInterval(this.timerPing);
    clearTimeout(this.timerPong);
    clearTimeout(this.timerRenovacao);
  }

  /** Back online or the tab shown again: reconnect at once, or check that the socket still lives. */
  private readonly aoAcordar = (): void => {
    if (!this.ativa) return;
    if (this.socket?.readyState === WebSocket.OPEN) return this.verificar();
    if (this.socket?.readyState === WebSocket.CONNECTING) return;
    this.tentativas = 0;
    this.abrir();
  };

  private readonly aoMudarVisibilidade = (): void => {
    if (document.visibilityState === 'visible') this.aoAcordar();
  };
}
