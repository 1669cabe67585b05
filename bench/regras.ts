/**
 * Rules benchmark (issue 10): a flow with 1, then 50 active rules on the moved card's event
 * (cardEntrarEtapa; the conditions of half of the 50 hold; each rule comments or adds a label),
 * and one with 1 such rule beside 50 rules on another event key. BENCH_REGRAS_MOVIMENTOS (20)
 * moves per flow, one after the other, each a different card.
 *
 * Measured per move: the time from the move's HTTP answer to the last `regras:executadaServidor`
 * message of that card in the flow's room (one per rule run, sent when its execution record is
 * closed: outbox, Stream, bus, engine and its actions, then the realtime fan-out), p50 and p95;
 * and what the `regras` consumer asked of DynamoDB for each cardEntrarEtapa event (requests,
 * items read and written, counted under 'consumidor:regras:cardEntrarEtapa' by
 * app/events/consumerLambda.ts; the runtime runs in this process with METRICAS_DYNAMODB=1).
 * The actions' own work (the comment, the label) is in that figure: they run inside the engine.
 * Times are also given in units of the move's own median answer time in the same run: local
 * times say how this machine ran, not how AWS will (docs/adr/0035-local-runtime.md).
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { nomeSala, TIPO_REGRAS_EXECUTADAS, type MensagemServidor } from '@wf/shared/realtime';
import type { ContagemDynamo } from '@wf/functions/data/metricasDynamo';
import { emRespostas, fluxoOrigemDestino, type ClienteBench } from './realtime';

const MOVIMENTOS = Number(process.env.BENCH_REGRAS_MOVIMENTOS ?? 20);
const ESPERA_MS = 120_000;

export interface ResultadoRegras {
  scenario: string;
  /** Active rules on the moved card's event (cardEntrarEtapa). */
  rulesOnEvent: number;
  /** Of those, the rules whose conditions hold (each runs one action). */
  rulesRun: number;
  /** Active rules of the flow on another event key (checklistConcluido: a move never fires it). */
  rulesOnOtherEvent: number;
  moves: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The move's own median answer time, and p50Ms and p95Ms in units of it. */
  moveP50Ms: number;
  p50InMoveAnswers: number;
  p95InMoveAnswers: number;
  /** The regras consumer per cardEntrarEtapa event (mean over the moves). */
  dbRequestsPerEvent: number;
  itemsReadPerEvent: number;
  itemsWrittenPerEvent: number;
  /** The requests per event by DynamoDB command. */
  commandsPerEvent: Record<string, number>;
}

/** What the bench needs of run.ts: the API client, the collector, and a wait for an idle background. */
export interface MedidorRegras {
  api: ClienteBench & { get<T>(caminho: string): Promise<T> };
  baseUrl: string;
  sigla: string;
  zerarMetricas(): void;
  lerMetricas(rotulo: string): ContagemDynamo;
  aguardarFundoOcioso(): Promise<void>;
}

function percentil(valores: number[], p: number): number {
  const o = [...valores].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.max(0, Math.ceil((p / 100) * o.length) - 1))] ?? 0;
}
const arred = (n: number) => Math.round(n * 10) / 10;

/**
 * A rule as the editor saves it: one condition on the card's title, one action. The moves' rules
 * are scoped to the destination stage: a card created enters its first stage, which fires nothing.
 */
function regra(evento: { key: string; idEtapa: string | null }, i: number, cumpre: boolean, idEtiqueta: string) {
  const acao =
    i % 4 < 2
      ? { key: 'adicionarComentario', formulario: { comment: `Regra ${i}: {{card.titulo}} entrou em {{etapa.nome}}` } }
      : { key: 'adicionarEtiquetas', formulario: { addEtiquetasIds: idEtiqueta } };
  return {
    descricao: `Regra ${i}`,
    ativo: 'S',
    jsonRegras: {
      prioridade: i + 1,
      evento: { ...evento, title: 'Evento' },
      acoes: [{ id: crypto.randomUUID(), title: acao.key, executarNoServidor: true, prioridade: 1, ...acao }],
      condicionais: {
        operacaoLogica: 'AND',
        listaCondicionais: [
          {
            id: crypto.randomUUID(),
            operandoUm: { nomeInterno: 'card.titulo', tipoDado: 'A' },
            operador: { key: 'contem' },
            operandoDois: { nomeInterno: cumpre ? 'Bench' : 'Nunca', tipoDado: 'A' },
          },
        ],
      },
    },
  };
}

/** One socket in the flow's room: the time of each rule run's message, by card. */
async function ouvirSala(m: MedidorRegras, idFluxo: string, chegadas: Map<string, number[]>): Promise<WebSocket> {
  const ws = new WebSocket(`${m.baseUrl.replace(/^http/, 'ws')}/ws?cliente=${encodeURIComponent(m.sigla)}`, {
    headers: { cookie: m.api.cabecalhoCookie() },
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ acao: 'entrar', sala: nomeSala('FLUXO', m.sigla, idFluxo) })));
    ws.on('message', (dados: Buffer) => {
      const msg = JSON.parse(dados.toString('utf8')) as MensagemServidor;
      if (msg.tipo === 'entrou') resolve();
      else if (msg.tipo === 'erro') reject(new Error(msg.mensagem));
      else if (msg.tipo === TIPO_REGRAS_EXECUTADAS) {
        if (msg.dados.comErro === 'S') console.error(`regras: execução com erro (${msg.dados.idRegra})`);
        chegadas.set(msg.dados.idInstancia, [...(chegadas.get(msg.dados.idInstancia) ?? []), performance.now()]);
      }
    });
    ws.once('error', reject);
  });
  return ws;
}

async function cenario(
  m: MedidorRegras,
  nome: string,
  doEvento: { regras: number; cumprem: number },
  noOutroEvento: number,
): Promise<ResultadoRegras> {
  const { api } = m;
  const { Fluxo, destino } = await fluxoOrigemDestino(api, `Regras ${nome}`, 'Bench de regras');
  const { Etiqueta } = await api.post<{ Etiqueta: { id: string } }>('/api/etiquetas/inserir', {
    Etiqueta: { idFluxo: Fluxo.id, descricao: 'Automática', cor: '#1677ff' },
  });
  // Half the rules of the event hold: the even ones, whose actions alternate comment / label.
  const cumpre = (i: number) => i % 2 === 0;
  for (let i = 0; i < doEvento.regras; i++)
    await api.post('/api/fluxo/regras/inserir', {
      idFluxo: Fluxo.id,
      ...regra({ key: 'cardEntrarEtapa', idEtapa: destino.id }, i, cumpre(i), Etiqueta.id),
    });
  for (let i = 0; i < noOutroEvento; i++)
    await api.post('/api/fluxo/regras/inserir', {
      idFluxo: Fluxo.id,
      ...regra({ key: 'checklistConcluido', idEtapa: null }, 100 + i, true, Etiqueta.id),
    });
  const executadas = Array.from({ length: doEvento.regras }, (_, i) => i).filter(cumpre).length;
  if (executadas !== doEvento.cumprem)
    throw new Error(`regras: ${executadas} regras cumprem, esperadas ${doEvento.cumprem}`);

  const cards: string[] = [];
  for (let i = 0; i < MOVIMENTOS; i++) {
    cards.push(
      (
        await api.post<{ Instancia: { id: string } }>('/api/instancias/inserir', {
          Instancia: { idFluxo: Fluxo.id, descricao: `Bench ${i}` },
        })
      ).Instancia.id,
    );
  }
  const chegadas = new Map<string, number[]>();
  const ws = await ouvirSala(m, Fluxo.id, chegadas);
  await m.aguardarFundoOcioso();
  m.zerarMetricas();

  console.log(`regras ${nome}: ${MOVIMENTOS} movimentos, um após o outro...`);
  const latencias: number[] = [];
  const duracoesMovimento: number[] = [];
  for (const idInstancia of cards) {
    const pedido = performance.now();
    await api.patch('/api/instancias/mover', { idInstancia, idEtapaDestino: destino.id });
    const resposta = performance.now();
    duracoesMovimento.push(resposta - pedido);
    const limite = resposta + ESPERA_MS;
    while ((chegadas.get(idInstancia)?.length ?? 0) < executadas && performance.now() < limite)
      await new Promise((r) => setTimeout(r, 10));
    const recebidas = chegadas.get(idInstancia) ?? [];
    if (recebidas.length < executadas)
      throw new Error(`regras ${nome}: ${recebidas.length} de ${executadas} execuções do card ${idInstancia}`);
    if (executadas) latencias.push(Math.max(...recebidas) - resposta);
    // The next move starts on an idle runtime (the actions' own events delivered).
    await m.aguardarFundoOcioso();
  }
  ws.close();
  const c = m.lerMetricas('consumidor:regras:cardEntrarEtapa');
  const r: ResultadoRegras = {
    scenario: nome,
    rulesOnEvent: doEvento.regras,
    rulesRun: executadas,
    rulesOnOtherEvent: noOutroEvento,
    moves: cards.length,
    p50Ms: arred(percentil(latencias, 50)),
    p95Ms: arred(percentil(latencias, 95)),
    maxMs: arred(Math.max(0, ...latencias)),
    moveP50Ms: arred(percentil(duracoesMovimento, 50)),
    p50InMoveAnswers: emRespostas(percentil(latencias, 50), percentil(duracoesMovimento, 50)),
    p95InMoveAnswers: emRespostas(percentil(latencias, 95), percentil(duracoesMovimento, 50)),
    dbRequestsPerEvent: arred(c.requisicoes / cards.length),
    itemsReadPerEvent: arred(c.itensLidos / cards.length),
    itemsWrittenPerEvent: arred(c.itensEscritos / cards.length),
    commandsPerEvent: Object.fromEntries(
      Object.entries(c.porComando).map(([k, n]) => [k.replace(/Command$/, ''), arred(n / cards.length)]),
    ),
  };
  console.log(`  ${JSON.stringify(r)}`);
  return r;
}

/** The `rules` section: one flow per scenario, on the runtime run.ts started in its process. */
export async function benchRegras(m: MedidorRegras): Promise<ResultadoRegras[]> {
  return [
    await cenario(m, '1 rule', { regras: 1, cumprem: 1 }, 0),
    await cenario(m, '50 rules, 25 hold', { regras: 50, cumprem: 25 }, 0),
    await cenario(m, '1 rule + 50 on another event', { regras: 1, cumprem: 1 }, 50),
  ];
}
