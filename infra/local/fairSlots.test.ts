import { describe, expect, it } from 'vitest';
import { fairSlots, tenantOf } from './fairSlots';

/** Work that ends when the test says so, recording when it started. */
function controlled(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => (log.push(name), done), finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('fairSlots', () => {
  it("gives a freed slot to a quiet tenant before the noisy tenant's backlog, and keeps each tenant's order", async () => {
    const run = fairSlots(2);
    const started: string[] = [];
    const a = Array.from({ length: 6 }, (_, i) => controlled(started, `A${i}`));
    const b = controlled(started, 'B0');
    const all = a.map((w) => run('A', w.work));
    await tick();
    all.push(run('B', b.work)); // arrives behind A's backlog of 4
    await tick();
    expect(started).toEqual(['A0', 'A1']);

    a[0]!.finish();
    await tick();
    // FIFO would start A2; the quiet tenant goes first.
    expect(started).toEqual(['A0', 'A1', 'B0']);

    for (const w of [a[1], b, a[2], a[3], a[4], a[5]]) {
      w!.finish();
      await tick();
    }
    await Promise.all(all);
    expect(started).toEqual(['A0', 'A1', 'B0', 'A2', 'A3', 'A4', 'A5']);
  });

  it('prefers the waiting tenant with fewer invocations running, and never runs more than the limit', async () => {
    const run = fairSlots(3);
    const started: string[] = [];
    let now = 0;
    let max = 0;
    const counted = (w: { work: () => Promise<void> }) => async () => {
      now += 1;
      max = Math.max(max, now);
      await w.work();
      now -= 1;
    };
    const a = Array.from({ length: 5 }, (_, i) => controlled(started, `A${i}`));
    const b = Array.from({ length: 3 }, (_, i) => controlled(started, `B${i}`));
    const all = [...a.map((w) => run('A', counted(w))), ...b.map((w) => run('B', counted(w)))];
    await tick();
    expect(started).toEqual(['A0', 'A1', 'A2']);
    a[0]!.finish();
    await tick();
    a[1]!.finish();
    await tick();
    // A still runs 1, B 1: the third slot goes to the one that waited longest among equals (A).
    expect(started).toEqual(['A0', 'A1', 'A2', 'B0', 'A3']);
    for (const w of [...a.slice(2), ...b]) {
      w.finish();
      await tick();
    }
    await Promise.all(all);
    expect(max).toBe(3);
    expect(started.filter((s) => s.startsWith('B'))).toEqual(['B0', 'B1', 'B2']);
  });

  it("reads the tenant from the event's detail", () => {
    expect(tenantOf({ sigla: 'avmb' })).toBe('AVMB');
    expect(tenantOf({})).toBe('');
    expect(tenantOf(null)).toBe('');
  });
});
