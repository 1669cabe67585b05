import { describe, expect, it } from 'vitest';
import type { DeliveryRecord, JournalEntry } from './eventJournal';
import { aguardarRepouso, type FontesRepouso } from './repouso';

/** A journal of entries in memory and a Stream whose reads the test ends (`lerStream`). */
function fontes() {
  const entries: JournalEntry[] = [];
  const ouvintes = new Set<(es: JournalEntry[]) => void>();
  const leituras: Array<() => void> = [];
  const aceitar = (id: string, detail: Record<string, string>, status: DeliveryRecord['status'] = 'pendente') => {
    const entry: JournalEntry = {
      id,
      source: 'workflow.instancias',
      detailType: 'cardAtualizado',
      time: new Date().toISOString(),
      detail,
      deliveries: [{ rule: 'r', consumer: 'regras', status, attempts: 0 }],
    };
    entries.push(entry);
    for (const ouvinte of ouvintes) ouvinte([entry]);
    return entry.deliveries[0]!;
  };
  const f: FontesRepouso = {
    journal: {
      pending: () =>
        entries.flatMap((entry) =>
          entry.deliveries.filter((d) => d.status === 'pendente').map((delivery) => ({ entry, delivery })),
        ),
    },
    aoAceitar: (ouvinte) => {
      ouvintes.add(ouvinte);
      return () => ouvintes.delete(ouvinte);
    },
    streamEmDia: () => new Promise<void>((resolve) => leituras.push(resolve)),
  };
  /** Ends the Stream read asked for (waits for the ask). */
  const lerStream = async () => {
    while (leituras.length === 0) await new Promise((r) => setImmediate(r));
    leituras.shift()!();
  };
  return { f, aceitar, lerStream, leituras };
}

describe('aguardarRepouso', () => {
  it("waits for the filter's deliveries, then a Stream read; other tenants' events do not hold it", async () => {
    const { f, aceitar, lerStream, leituras } = fontes();
    const minha = aceitar('e1', { sigla: 'AAA', idInstancia: 'c1' });
    aceitar('e2', { sigla: 'BBB' });
    const repouso = aguardarRepouso(f, { sigla: 'AAA' }, 5000);

    // While its delivery is pending, the Stream is not even asked.
    for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
    expect(leituras).toHaveLength(0);
    minha.status = 'entregue';
    await lerStream();
    expect(await repouso).toEqual({ emRepouso: true, voltas: 1 });
  });

  it('goes round again when an event of the filter reaches the bus during the Stream read (a consumer wrote it)', async () => {
    const { f, aceitar, lerStream, leituras } = fontes();
    const repouso = aguardarRepouso(f, { idInstancia: 'c1' }, 5000);
    while (leituras.length === 0) await new Promise((r) => setImmediate(r));
    const seguinte = aceitar('e3', { idInstancia: 'c1' });
    await lerStream();
    // Round 2 waits for that delivery, then reads the Stream again.
    for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
    expect(leituras).toHaveLength(0);
    seguinte.status = 'entregue';
    await lerStream();
    expect(await repouso).toEqual({ emRepouso: true, voltas: 2 });
  });

  it('goes round again for an event that arrived and was already delivered during the read', async () => {
    const { f, aceitar, lerStream, leituras } = fontes();
    const repouso = aguardarRepouso(f, { sigla: 'AAA' }, 5000);
    while (leituras.length === 0) await new Promise((r) => setImmediate(r));
    aceitar('e4', { sigla: 'AAA' }, 'entregue');
    await lerStream();
    await lerStream();
    expect(await repouso).toEqual({ emRepouso: true, voltas: 2 });
  });

  it('answers not at rest by its deadline, naming what is still being delivered', async () => {
    const { f, aceitar } = fontes();
    aceitar('e5', { sigla: 'AAA' });
    expect(await aguardarRepouso(f, { sigla: 'AAA' }, 50)).toEqual({
      emRepouso: false,
      voltas: 1,
      pendentes: [{ id: 'e5', detailType: 'cardAtualizado', consumidores: ['regras'] }],
    });
  });

  it('is not at rest before the Stream is read (no pump yet)', async () => {
    const { f } = fontes();
    expect(await aguardarRepouso({ ...f, streamEmDia: () => undefined }, {}, 1000)).toMatchObject({ emRepouso: false });
  });
});
