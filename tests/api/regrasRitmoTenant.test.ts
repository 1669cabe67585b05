import { randomUUID } from 'node:crypto';
import type { ChangeMessageVisibilityBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../functions/src/kernel/deps';
import { readEnvironment } from '../../functions/src/kernel/environment';
import { consumidorRegras } from '../../functions/src/consumers/regras';
import { ritmoRegrasKeys } from '../../functions/src/data/repositories/ritmoRegrasRepository';
import { buscarExecucao } from '../../functions/src/data/repositories/regraRepository';
import { idDaExecucao } from '../../functions/src/domains/regras/entities/disparo';
import { janelaDoRitmo, LIMITES_RITMO_REGRAS } from '../../functions/src/domains/regras/entities/ritmoTenant';
import { LOCAL_NAMES } from '../../infra/local/handlerEnvironment';
import { depsDaTabela } from '../support/tabela';
import { ambienteComDono, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { criarCard } from './support/instancias';
import { criarRegra, jsonRegra } from './support/regras';

/**
 * Issue 23, finding 2 (its AWS half): one tenant's storm cannot slow the other tenants' rules. The
 * rules consumer, as Lambda's SQS event source calls it, on the runtime's real table: each tenant's
 * events are charged to its 10 s window; past it they go back to the queue for later (their
 * visibility changed, named in batchItemFailures) while the batch's other tenants run now.
 */

interface Cenario {
  p: Pessoa;
  idRegra: string;
  card: { id: string; idFluxo: string; idEtapa: string; descricao: string };
}

let tempestade: Cenario;
let vizinho: Cenario;

async function cenario(): Promise<Cenario> {
  const { dono: p } = await ambienteComDono();
  const { fluxo, a } = await fluxoComTresEtapas(p);
  const regra = await criarRegra(p, fluxo.id, jsonRegra({ evento: 'cardCriado', idEtapa: a.id }));
  const card = await criarCard(p, fluxo.id, 'Pedido');
  return { p, idRegra: regra.id, card: { id: card.id, idFluxo: fluxo.id, idEtapa: a.id, descricao: card.descricao } };
}

beforeAll(async () => {
  [tempestade, vizinho] = await Promise.all([cenario(), cenario()]);
});

/** A new cardCriado of the scenario's card, as the outbox would publish it (never published: only this test delivers it). */
function evento(c: Cenario, agora: Date) {
  const detail = {
    idEvento: randomUUID(),
    sigla: c.p.sigla,
    ocorridoEm: agora.toISOString(),
    idFluxo: c.card.idFluxo,
    alteradoPor: c.p.email,
    idEtapa: c.card.idEtapa,
    idInstancia: c.card.id,
    descricaoInstancia: c.card.descricao,
  };
  return { detail, c };
}

const FILA = `arn:aws:sqs:us-east-1:000000000000:regras-lote`;

/** A record as Lambda reads it from the rules' queue: the bus event EventBridge put there. */
const registro = (detail: ReturnType<typeof evento>['detail']): SQSRecord => ({
  messageId: `m-${detail.idEvento}`,
  receiptHandle: `rh-${detail.idEvento}`,
  body: JSON.stringify({
    version: '0',
    id: `bus-${detail.idEvento}`,
    'detail-type': 'cardCriado',
    source: 'workflow.instancias',
    account: '000000000000',
    time: detail.ocorridoEm,
    region: 'us-east-1',
    resources: [],
    detail,
  }),
  attributes: {
    ApproximateReceiveCount: '1',
    SentTimestamp: '0',
    SenderId: 'events',
    ApproximateFirstReceiveTimestamp: '0',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: FILA,
  awsRegion: 'us-east-1',
});

/** The handler on the runtime's table, at the given instant; SQS calls are recorded, not sent. */
function consumidor(agora: () => Date) {
  const tabela = depsDaTabela(agora);
  const chamadasSqs: ChangeMessageVisibilityBatchCommand['input'][] = [];
  const sqs = {
    send: (cmd: ChangeMessageVisibilityBatchCommand) => {
      chamadasSqs.push(cmd.input);
      return Promise.resolve({ Successful: (cmd.input.Entries ?? []).map((e) => ({ Id: e.Id })), Failed: [] });
    },
  } as unknown as SQSClient;
  const env = readEnvironment({
    TABLE_NAME: LOCAL_NAMES.tableName,
    BUCKET_ARQUIVOS: LOCAL_NAMES.bucketArquivos,
    EVENT_BUS_NAME: LOCAL_NAMES.eventBusName,
    APP_URL: 'http://localhost',
  });
  const deps: AppDeps = { ...tabela, env, sqs };
  const handler = consumidorRegras(() => deps);
  const invocar = (registros: SQSRecord[]) =>
    handler(
      { Records: registros } as SQSEvent,
      { awsRequestId: randomUUID(), functionName: 'regras' } as Context,
    ) as Promise<SQSBatchResponse>;
  return { invocar, chamadasSqs, tabela };
}

const executou = async (c: Cenario, detail: { idEvento: string; ocorridoEm: string }): Promise<boolean> => {
  const d = {
    idEvento: detail.idEvento,
    key: 'cardCriado' as const,
    ocorridoEm: detail.ocorridoEm,
    alteradoPor: c.p.email,
    profundidade: 1,
  };
  const execucao = await buscarExecucao(depsDaTabela(), c.p.sigla, c.idRegra, idDaExecucao(d, c.idRegra));
  return execucao?.estado === 'concluida';
};

describe("a tenant's pace on the rules engine (AWS: the consumer fed by SQS)", () => {
  it("runs the other tenant's events of the batch, defers the stormy tenant's past its window, and runs them after it", async () => {
    // 2 s into a window, well before its end.
    const janelaMs = LIMITES_RITMO_REGRAS.janelaSegundos * 1000;
    let agora = new Date((Math.floor(Date.now() / janelaMs) + 1) * janelaMs + 2000);
    const { invocar, chamadasSqs, tabela } = consumidor(() => agora);
    const janela = janelaDoRitmo(agora, LIMITES_RITMO_REGRAS);

    // The storm has run all but one event of its window already (its counter, as earlier batches left it).
    await tabela.db.send(
      new PutCommand({
        TableName: tabela.tableName,
        Item: {
          pk: ritmoRegrasKeys.pk(tempestade.p.sigla, janela.numero),
          sk: ritmoRegrasKeys.sk(),
          usados: LIMITES_RITMO_REGRAS.eventosPorJanela - 1,
          expiraEm: Math.ceil(janela.fimMs / 1000) + 3600,
        },
      }),
    );

    const daTempestade = [1, 2, 3].map(() => evento(tempestade, agora).detail);
    const doVizinho = [1, 2].map(() => evento(vizinho, agora).detail);
    // The storm's records first, as a backlog puts them ahead in the queue.
    const registros = [...daTempestade, ...doVizinho].map(registro);
    const resposta = await invocar(registros);

    // The neighbour's two run now, and the storm's first (the last place of its window).
    for (const d of doVizinho) expect(await executou(vizinho, d)).toBe(true);
    expect(await executou(tempestade, daTempestade[0]!)).toBe(true);
    // The storm's other two wait: named for the queue to hand back, not run, not lost.
    const adiados = daTempestade.slice(1);
    expect(resposta.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(
      adiados.map((d) => `m-${d.idEvento}`).sort(),
    );
    for (const d of adiados) expect(await executou(tempestade, d)).toBe(false);
    // Their visibility pushed past the window's end (8 s away), the second one a pace step later.
    expect(chamadasSqs).toHaveLength(1);
    expect(chamadasSqs[0]!.QueueUrl).toBe('https://sqs.us-east-1.amazonaws.com/000000000000/regras-lote');
    const visibilidades = new Map(chamadasSqs[0]!.Entries!.map((e) => [e.ReceiptHandle, e.VisibilityTimeout]));
    expect([...visibilidades.keys()].sort()).toEqual(adiados.map((d) => `rh-${d.idEvento}`).sort());
    for (const s of visibilidades.values()) expect(s).toBeGreaterThanOrEqual(8);
    const { Item } = await tabela.db.send(
      new GetCommand({
        TableName: tabela.tableName,
        Key: { pk: ritmoRegrasKeys.pk(tempestade.p.sigla, janela.numero), sk: 'JANELA' },
      }),
    );
    expect(Item).toMatchObject({ usados: LIMITES_RITMO_REGRAS.eventosPorJanela, adiados: 2 });

    // The queue hands them back after the window: they run.
    agora = new Date(janela.fimMs + 100);
    const segunda = await invocar(adiados.map(registro));
    expect(segunda.batchItemFailures).toEqual([]);
    for (const d of adiados) expect(await executou(tempestade, d)).toBe(true);
    expect(chamadasSqs).toHaveLength(1);
  }, 60_000);

  it('charges one write per tenant and batch within its window, and the neighbour never waits', async () => {
    const janelaMs = LIMITES_RITMO_REGRAS.janelaSegundos * 1000;
    const agora = new Date((Math.floor(Date.now() / janelaMs) + 3) * janelaMs + 1000);
    const { invocar, chamadasSqs, tabela } = consumidor(() => agora);
    const lote = [evento(vizinho, agora).detail, evento(vizinho, agora).detail];
    expect((await invocar(lote.map(registro))).batchItemFailures).toEqual([]);
    expect(chamadasSqs).toEqual([]);
    const { Item } = await tabela.db.send(
      new GetCommand({
        TableName: tabela.tableName,
        Key: {
          pk: ritmoRegrasKeys.pk(vizinho.p.sigla, janelaDoRitmo(agora, LIMITES_RITMO_REGRAS).numero),
          sk: 'JANELA',
        },
      }),
    );
    expect(Item).toMatchObject({ usados: 2, entidade: 'RITMO_REGRAS' });
    expect(Item!.pk).toBe(
      `T#${vizinho.p.sigla.toUpperCase()}#RITMO_REGRAS#${janelaDoRitmo(agora, LIMITES_RITMO_REGRAS).numero}`,
    );
  }, 60_000);

  it('never paces a card event with no active rule to run: a bulk move on a flow without rules is not slowed', async () => {
    const janelaMs = LIMITES_RITMO_REGRAS.janelaSegundos * 1000;
    const agora = new Date((Math.floor(Date.now() / janelaMs) + 5) * janelaMs + 1000);
    const { invocar, chamadasSqs, tabela } = consumidor(() => agora);
    const janela = janelaDoRitmo(agora, LIMITES_RITMO_REGRAS);
    const chave = { pk: ritmoRegrasKeys.pk(tempestade.p.sigla, janela.numero), sk: ritmoRegrasKeys.sk() };
    // The tenant's window is full...
    await tabela.db.send(
      new PutCommand({
        TableName: tabela.tableName,
        Item: {
          ...chave,
          usados: LIMITES_RITMO_REGRAS.eventosPorJanela,
          expiraEm: Math.ceil(janela.fimMs / 1000) + 3600,
        },
      }),
    );
    // ...and its events name a stage no rule listens on (the rule is on its first stage only).
    const semRegras = [1, 2, 3].map(() => ({
      ...evento(tempestade, agora).detail,
      idEtapa: randomUUID(),
      idFluxo: randomUUID(),
    }));
    expect((await invocar(semRegras.map(registro))).batchItemFailures).toEqual([]);
    expect(chamadasSqs).toEqual([]);
    const { Item } = await tabela.db.send(new GetCommand({ TableName: tabela.tableName, Key: chave }));
    expect(Item).toMatchObject({ usados: LIMITES_RITMO_REGRAS.eventosPorJanela });
    expect(Item!.adiados).toBeUndefined();
  }, 60_000);
});
