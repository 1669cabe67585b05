import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadLetter } from '../../infra/local/deadLetters';
import type { JournalEntry } from '../../infra/local/eventJournal';
import { DEMO, demoSessionCookie } from '../support/demoSession';
import { aguardarRepouso } from '../support/repouso';
import { prepararRuntimeFilho, type InstanciaFilha, type RuntimeFilho } from '../support/runtimeFilho';

/**
 * `npm start` killed with SIGKILL in the middle of a burst of writes, then started again on the
 * same data: every acknowledged change must still get its activity line, exactly once, and every
 * event must have reached each of its consumers. The runtime is a child process (`node --import
 * tsx infra/local/start.ts`, one process, so SIGKILL hits the runtime itself) and is killed at
 * random instants, twice; its DynamoDB Local JVM survives the kill and the restart must reap it.
 */
let rt: RuntimeFilho;

beforeAll(async () => {
  rt = await prepararRuntimeFilho('crash-seguro-', 90_000);
});

afterAll(async () => {
  await rt?.encerrar();
});

const headers = (cookie: string) => ({ cookie, 'x-cliente': DEMO.sigla, 'content-type': 'application/json' });

/**
 * Creates one label per name, four at a time, and SIGKILLs the runtime right after the
 * `killAfter`-th acknowledgement. Answers the names acknowledged with a 2xx.
 */
async function burst(instance: InstanciaFilha, cookie: string, idFluxo: string, names: string[], killAfter: number) {
  const acked: string[] = [];
  const queue = [...names];
  let killing: Promise<void> | undefined;
  const worker = async (): Promise<void> => {
    while (!killing && queue.length > 0) {
      const descricao = queue.shift() as string;
      try {
        const answer = await fetch(`${instance.baseUrl}/api/etiquetas/inserir`, {
          method: 'POST',
          headers: headers(cookie),
          body: JSON.stringify({ Etiqueta: { idFluxo, descricao, cor: '#1677ff' } }),
        });
        if (answer.status >= 200 && answer.status < 300) acked.push(descricao);
        else if (!killing) throw new Error(`${answer.status} ${await answer.text()}`);
      } catch (error) {
        if (!killing) throw error;
      }
      if (acked.length === killAfter) killing ??= rt.matar(instance);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await (killing ?? rt.matar(instance));
  return acked;
}

interface Atividade {
  id: string;
  descricao: string;
}

async function activityLines(baseUrl: string, cookie: string, idFluxo: string): Promise<Atividade[]> {
  const lines: Atividade[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?count=100${cursor ? `&cursor=${cursor}` : ''}`;
    const page = (await (
      await fetch(`${baseUrl}/api/fluxos/atividades/${idFluxo}${query}`, { headers: headers(cookie) })
    ).json()) as { listaAtividades: Atividade[]; temMais: boolean; proximoCursor: string | null };
    lines.push(...page.listaAtividades);
    cursor = page.temMais ? page.proximoCursor : null;
  } while (cursor);
  return lines;
}

const randomBetween = (low: number, high: number): number => low + Math.floor(Math.random() * (high - low + 1));
const label = (line: Atividade): string | undefined => /^Criou a etiqueta "(.*)"$/.exec(line.descricao)?.[1];

describe('a runtime killed with SIGKILL mid-burst', () => {
  it('keeps every acknowledged change and delivers every event to every consumer once, after a restart', async () => {
    let instance = await rt.iniciar();
    const cookie = await demoSessionCookie(instance.baseUrl);
    const created = await fetch(`${instance.baseUrl}/api/fluxos/inserir`, {
      method: 'POST',
      headers: headers(cookie),
      body: JSON.stringify({ Fluxo: { descricao: 'Resiste a quedas', icone: 'ShoppingCartOutlined', detalhes: 'x' } }),
    });
    expect(created.status).toBe(201);
    const idFluxo = ((await created.json()) as { Fluxo: { id: string } }).Fluxo.id;

    // Two crashes at random instants: the second one also hits whatever the first restart resumed.
    const acked: string[] = [];
    const rounds = [
      {
        names: Array.from({ length: 200 }, (_, i) => `A${String(i).padStart(3, '0')}`),
        killAfter: randomBetween(30, 170),
      },
      {
        names: Array.from({ length: 60 }, (_, i) => `B${String(i).padStart(3, '0')}`),
        killAfter: randomBetween(5, 50),
      },
    ];
    for (const round of rounds) {
      acked.push(...(await burst(instance, cookie, idFluxo, round.names, round.killAfter)));
      instance = await rt.iniciar();
    }
    console.log(
      `morto após ${rounds.map((r) => r.killAfter).join(' e ')} respostas; ${acked.length} mudanças confirmadas`,
    );

    // Every label that exists (acknowledged, or written just before the kill) has exactly one line.
    const labels = (
      (await (
        await fetch(`${instance.baseUrl}/api/etiquetas/buscar/${idFluxo}`, { headers: headers(cookie) })
      ).json()) as { listaEtiquetas: { descricao: string }[] }
    ).listaEtiquetas.map((etiqueta) => etiqueta.descricao);
    expect(labels).toEqual(expect.arrayContaining(acked));
    // Once the bus is at rest (every delivery done, the Stream read to its end and nothing new
    // since), a missing line or a line too many would show: read then, and compared.
    await aguardarRepouso({}, { baseUrl: instance.baseUrl, timeoutMs: 90_000 });
    const lines = await activityLines(instance.baseUrl, cookie, idFluxo);
    const labelLines = lines.map(label).filter((name): name is string => name !== undefined);
    expect([...labelLines].sort()).toEqual([...labels].sort());
    expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);

    // The bus's own records: nothing left pending, nothing dead, each label's event delivered to
    // both of its consumers (realtime-fanout and atividades).
    const journal = (await (await fetch(`${instance.baseUrl}/_local/events`)).json()) as JournalEntry[];
    expect(journal.filter((entry) => entry.deliveries.some((d) => d.status === 'pendente'))).toEqual([]);
    const deadLetters = (await (await fetch(`${instance.baseUrl}/_local/dead-letters`)).json()) as DeadLetter[];
    expect(deadLetters).toEqual([]);
    for (const name of labels) {
      const delivered = journal
        .filter((entry) => (entry.detail as { descricaoEtiqueta?: string }).descricaoEtiqueta === name)
        .flatMap((entry) => entry.deliveries.filter((d) => d.status === 'entregue').map((d) => d.consumer));
      expect(new Set(delivered), name).toEqual(new Set(['realtime-fanout', 'atividades']));
    }
  }, 240_000);
});
