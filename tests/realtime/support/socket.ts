import { inject } from 'vitest';
import WebSocket from 'ws';
import { TIPO_LOTE, type MensagemCliente, type MensagemServidor } from '@wf/shared/realtime';

/** A browser's socket to the runtime's /ws, keeping every message it hears. */
export interface SocketDeTeste {
  /** Every message heard, a batch (MensagemLote) as its messages one by one, as the SPA takes it. */
  recebidas: MensagemServidor[];
  /** The frames as they came: how many posts reached this socket. */
  quadros: MensagemServidor[];
  enviar(mensagem: MensagemCliente | string): void;
  /** The first message (already heard or still to come) that satisfies `criterio`. */
  aguardar(criterio: (m: MensagemServidor) => boolean, timeoutMs?: number): Promise<MensagemServidor>;
  fechar(): Promise<void>;
  /**
   * Pings and waits for this ping's pong: the server writes to a socket in order, so whatever
   * was posted to it before (an event's fan-out already done) has arrived by then. The marker a
   * "this socket heard nothing more" check is asserted against, after aguardarRepouso.
   */
  emDia(timeoutMs?: number): Promise<void>;
  /** Settles with the close code when the server (or anyone) closes the socket. */
  fechado: Promise<number>;
  /** Whether the socket is still open. */
  aberto(): boolean;
}

export type ResultadoHandshake = { aberto: true; socket: SocketDeTeste } | { aberto: false; status: number };

const urlDoSocket = (cliente?: string): string => {
  const url = new URL('/ws', inject('baseUrl').replace(/^http/, 'ws'));
  if (cliente) url.searchParams.set('cliente', cliente);
  return url.toString();
};

/** `name=value; ...` from a cookie jar, as the browser sends it on the handshake. */
export const cabecalhoCookie = (cookies: Map<string, string>): string =>
  [...cookies].map(([nome, valor]) => `${nome}=${encodeURIComponent(valor)}`).join('; ');

export function conectar(
  opcoes: { cookie?: string; cliente?: string; origem?: string } = {},
): Promise<ResultadoHandshake> {
  const ws = new WebSocket(urlDoSocket(opcoes.cliente), {
    headers: opcoes.cookie ? { cookie: opcoes.cookie } : {},
    ...(opcoes.origem ? { origin: opcoes.origem } : {}),
  });
  const recebidas: MensagemServidor[] = [];
  const quadros: MensagemServidor[] = [];
  const ouvintes = new Set<() => void>();
  const fechado = new Promise<number>((resolve) => ws.once('close', (codigo: number) => resolve(codigo)));
  ws.on('message', (dados: Buffer) => {
    const quadro = JSON.parse(dados.toString('utf8')) as MensagemServidor;
    quadros.push(quadro);
    recebidas.push(...(quadro.tipo === TIPO_LOTE ? quadro.mensagens : [quadro]));
    for (const ouvinte of ouvintes) ouvinte();
  });

  const socket: SocketDeTeste = {
    fechado,
    aberto: () => ws.readyState === WebSocket.OPEN,
    recebidas,
    quadros,
    enviar: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
    aguardar: (criterio, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const conferir = (): void => {
          const achada = recebidas.find(criterio);
          if (!achada) return;
          clearTimeout(prazo);
          ouvintes.delete(conferir);
          resolve(achada);
        };
        const prazo = setTimeout(() => {
          ouvintes.delete(conferir);
          reject(new Error(`mensagem esperada não chegou em ${timeoutMs} ms; recebidas: ${JSON.stringify(recebidas)}`));
        }, timeoutMs);
        ouvintes.add(conferir);
        conferir();
      }),
    emDia: async (timeoutMs) => {
      const pongs = () => recebidas.filter((m) => m.tipo === 'pong').length;
      const esperado = pongs() + 1;
      ws.send(JSON.stringify({ acao: 'ping' } satisfies MensagemCliente));
      await socket.aguardar(() => pongs() >= esperado, timeoutMs);
    },
    fechar: () =>
      new Promise((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };

  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ aberto: true, socket }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ aberto: false, status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.on('error', reject);
  });
}

/** Opens a socket that must be accepted. */
export async function conectarComSessao(cookie: string, cliente?: string): Promise<SocketDeTeste> {
  const r = await conectar({ cookie, cliente });
  if (!r.aberto) throw new Error(`handshake recusado com ${r.status}`);
  return r.socket;
}
