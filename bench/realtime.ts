/**
 * Realtime benchmark (issue 9): BENCH_WS_CLIENTES (200) sockets in one flow's room, a card moved
 * every BENCH_WS_INTERVALO_MS (100 ms) for BENCH_WS_SEGUNDOS (30 s), each move a different card
 * (so every message names its move). Measured per socket and move: the time from the move's HTTP
 * answer to that socket's cardEntrarEtapa message (outbox, Stream, bus, fan-out, @connections,
 * all in the embedded runtime on this machine), its p50, p95 and max, and the messages lost
 * (expected sockets x moves minus received, after waiting for stragglers), after BENCH_WS_AQUECIMENTO
 * (100) moves at the same pace that are not measured. Also the moves' own
 * answer times: run.ts measures with DynamoDB Local and the card consumers at a lower CPU
 * priority and without, and these show what that costs the request the person made.
 *
 * Local times say how this machine ran, not how AWS will (docs/adr/0035-local-runtime.md), so the
 * figures to compare are ratios: the delivery's p50 and p95 in units of the move's own median
 * answer time in the same run, and the posts per socket per move (below 1 when batches join moves).
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { nomeSala, TIPO_LOTE, type MensagemServidor } from '@wf/shared/realtime';

const CLIENTES = Number(process.env.BENCH_WS_CLIENTES ?? 200);
const INTERVALO_MS = Number(process.env.BENCH_WS_INTERVALO_MS ?? 100);
const SEGUNDOS = Number(process.env.BENCH_WS_SEGUNDOS ?? 30);
// Moves made at the same pace before the measured ones, on other cards: the JVM of DynamoDB Local
// compiles the move's code paths (its JIT compiler took a quarter of a core through the first
// measured seconds), and neither a warm Lambda nor DynamoDB would have that cost.
const AQUECIMENTO = Number(process.env.BENCH_WS_AQUECIMENTO ?? 100);
// Messages still missing this long after the last move's answer count as lost.
const ESPERA_FINAL_MS = Number(process.env.BENCH_WS_ESPERA_MS ?? 60_000);

export interface ResultadoRealtime {
  clients: number;
  moves: number;
  /** Moves made first at the same pace, not measured (AQUECIMENTO). */
  warmupMoves: number;
  intervalMs: number;
  expectedMessages: number;
  receivedMessages: number;
  lostMessages: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The moves' own answer times (request to answer), which the fan-out's figures start from. */
  moveP50Ms: number;
  moveP95Ms: number;
  /** p50Ms and p95Ms in units of moveP50Ms: the same run's one-request time, so the machine's speed cancels out. */
  p50InMoveAnswers: number;
  p95InMoveAnswers: number;
  /** Messages (@connections posts) a socket got per measured move: one per move, fewer when a batch carried several. */
  postsPerSocketPerMove: number;
}

/** What the bench needs of run.ts's client: its calls and its session cookie. */
export interface ClienteBench {
  post<T>(caminho: string, corpo: unknown): Promise<T>;
  patch<T>(caminho: string, corpo: unknown): Promise<T>;
  cabecalhoCookie(): string;
}

/** A flow with two stages, Origem → Destino: what the realtime and rules benches move cards across. */
export async function fluxoOrigemDestino(api: ClienteBench, descricao: string, detalhes: string) {
  const { Fluxo } = await api.post<{ Fluxo: { id: string } }>('/api/fluxos/inserir', {
    Fluxo: { descricao, icone: 'RocketOutlined', detalhes },
  });
  const etapa = async (nome: string, anteriores: string[]) =>
    (
      await api.post<{ Etapa: { id: string } }>('/api/etapas/inserir', {
        Etapa: { idFluxo: Fluxo.id, descricao: nome },
        listaEtapas: anteriores,
      })
    ).Etapa;
  const origem = await etapa('Origem', []);
  const destino = await etapa('Destino', [origem.id]);
  return { Fluxo, origem, destino };
}

function percentil(valores: number[], p: number): number {
  const o = [...valores].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.max(0, Math.ceil((p / 100) * o.length) - 1))] ?? 0;
}
const arred = (n: number) => Math.round(n * 10) / 10;
/** A time in units of a reference time of the same run (one decimal); 0 without a reference. */
export const emRespostas = (ms: number, referenciaMs: number): number =>
  referenciaMs > 0 ? arred(ms / referenciaMs) : 0;

/** One socket that joined the room; it notes when each card's arrival message came. */
async function abrirSocket(
  baseUrl: string,
  sigla: string,
  cookie: string,
  sala: string,
  chegadas: Map<string, number>[],
  quadros: { medindo: Set<string>; contados: number },
) {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws?cliente=${encodeURIComponent(sigla)}`;
  const ws = new WebSocket(url, { headers: { cookie } });
  const minhas = new Map<string, number>();
  chegadas.push(minhas);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ acao: 'entrar', sala })));
    ws.on('message', (dados: Buffer) => {
      const m = JSON.parse(dados.toString('utf8')) as MensagemServidor;
      if (m.tipo === 'entrou') resolve();
      else if (m.tipo === 'erro') reject(new Error(m.mensagem));
      else {
        // A batch (the fan-out's events that waited while it was busy) carries each move's message.
        const quando = performance.now();
        const eventos = m.tipo === TIPO_LOTE ? m.mensagens : [m];
        // A post that carries a measured move.
        if (eventos.some((e) => e.tipo === 'cardEntrarEtapa' && quadros.medindo.has(e.dados.idInstancia)))
          quadros.contados += 1;
        for (const e of eventos) {
          if (e.tipo === 'cardEntrarEtapa' && !minhas.has(e.dados.idInstancia)) minhas.set(e.dados.idInstancia, quando);
        }
      }
    });
    ws.once('error', reject);
  });
  return ws;
}

/** Moves each card to `destino`, one every INTERVALO_MS: when each move answered and how long it took. */
async function moverNoRitmo(api: ClienteBench, cards: string[], destino: string) {
  const respostas = new Map<string, number>();
  const duracoes: number[] = [];
  const inicio = performance.now();
  const pedidos: Promise<void>[] = [];
  for (const [i, idInstancia] of cards.entries()) {
    const espera = inicio + i * INTERVALO_MS - performance.now();
    if (espera > 0) await new Promise((r) => setTimeout(r, espera));
    const pedido = performance.now();
    pedidos.push(
      api.patch('/api/instancias/mover', { idInstancia, idEtapaDestino: destino }).then(() => {
        const resposta = performance.now();
        respostas.set(idInstancia, resposta);
        duracoes.push(resposta - pedido);
      }),
    );
  }
  await Promise.all(pedidos);
  return { respostas, duracoes };
}

export async function benchRealtime(baseUrl: string, sigla: string, api: ClienteBench): Promise<ResultadoRealtime> {
  const movimentos = Math.round((SEGUNDOS * 1000) / INTERVALO_MS);
  const { Fluxo, destino } = await fluxoOrigemDestino(api, 'Tempo real', 'Bench de tempo real');
  const total = AQUECIMENTO + movimentos;
  console.log(`realtime: semeando ${total} cards...`);
  const todos: string[] = [];
  for (let i = 0; i < total; i += 8) {
    const lote = await Promise.all(
      Array.from({ length: Math.min(8, total - i) }, (_, j) =>
        api.post<{ Instancia: { id: string } }>('/api/instancias/inserir', {
          Instancia: { idFluxo: Fluxo.id, descricao: `Card ${i + j}` },
        }),
      ),
    );
    todos.push(...lote.map((r) => r.Instancia.id));
  }
  // The seeding's events reach the room before anyone is in it: let them drain.
  await new Promise((r) => setTimeout(r, 5_000));

  console.log(`realtime: abrindo ${CLIENTES} sockets na sala do fluxo...`);
  const sala = nomeSala('FLUXO', sigla, Fluxo.id);
  const chegadas: Map<string, number>[] = [];
  const quadros = { medindo: new Set(todos.slice(AQUECIMENTO)), contados: 0 };
  const sockets: WebSocket[] = [];
  for (let i = 0; i < CLIENTES; i += 20) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, CLIENTES - i) }, () =>
          abrirSocket(baseUrl, sigla, api.cabecalhoCookie(), sala, chegadas, quadros),
        ),
      )),
    );
  }

  if (AQUECIMENTO > 0) {
    console.log(`realtime: aquecimento, ${AQUECIMENTO} movimentos no mesmo ritmo (fora das medidas)...`);
    await moverNoRitmo(api, todos.slice(0, AQUECIMENTO), destino.id);
    await new Promise((r) => setTimeout(r, 2_000));
  }
  const cards = todos.slice(AQUECIMENTO);
  console.log(`realtime: ${movimentos} movimentos, um a cada ${INTERVALO_MS} ms...`);
  const { respostas, duracoes: duracoesMovimento } = await moverNoRitmo(api, cards, destino.id);
  const esperados = CLIENTES * cards.length;
  const recebidas = () => chegadas.reduce((n, m) => n + cards.filter((c) => m.has(c)).length, 0);
  const fim = performance.now() + ESPERA_FINAL_MS;
  while (performance.now() < fim && recebidas() < esperados) await new Promise((r) => setTimeout(r, 200));
  for (const ws of sockets) ws.close();

  const latencias: number[] = [];
  for (const minhas of chegadas) {
    for (const [idInstancia, quando] of minhas) {
      const resposta = respostas.get(idInstancia);
      if (resposta !== undefined) latencias.push(quando - resposta);
    }
  }
  const resultado: ResultadoRealtime = {
    clients: CLIENTES,
    moves: cards.length,
    warmupMoves: AQUECIMENTO,
    intervalMs: INTERVALO_MS,
    expectedMessages: esperados,
    receivedMessages: latencias.length,
    lostMessages: esperados - latencias.length,
    p50Ms: arred(percentil(latencias, 50)),
    p95Ms: arred(percentil(latencias, 95)),
    maxMs: arred(Math.max(0, ...latencias)),
    moveP50Ms: arred(percentil(duracoesMovimento, 50)),
    moveP95Ms: arred(percentil(duracoesMovimento, 95)),
    p50InMoveAnswers: emRespostas(percentil(latencias, 50), percentil(duracoesMovimento, 50)),
    p95InMoveAnswers: emRespostas(percentil(latencias, 95), percentil(duracoesMovimento, 50)),
    postsPerSocketPerMove: Math.round((quadros.contados / Math.max(1, CLIENTES * cards.length)) * 100) / 100,
  };
  console.log(`realtime: ${JSON.stringify(resultado)}`);
  return resultado;
}
