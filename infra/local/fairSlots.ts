/**
 * A consumer's invocation slots shared fairly between tenants, as an SQS fair queue shares its
 * consumers between message groups: while slots are free anyone runs at once; when all are busy,
 * a freed slot goes to the waiting tenant with the fewest invocations running, the one that waited
 * longest among equals. A tenant's own deliveries keep their order. So one tenant's backlog (a
 * rule chain, a bulk job) makes only its own events wait: another tenant's next event takes the
 * next free slot instead of queueing behind thousands.
 */
export function fairSlots(limit: number) {
  let running = 0;
  const runningByKey = new Map<string, number>();
  /** Waiting deliveries per tenant; the map's order is the order tenants started waiting. */
  const waiting = new Map<string, Array<() => void>>();

  const take = (key: string): void => {
    running += 1;
    runningByKey.set(key, (runningByKey.get(key) ?? 0) + 1);
  };
  const release = (key: string): void => {
    running -= 1;
    const n = (runningByKey.get(key) ?? 1) - 1;
    if (n > 0) runningByKey.set(key, n);
    else runningByKey.delete(key);
  };
  /** The tenant the freed slot goes to: fewest running, then longest waiting (first in the map). */
  const chooseNext = (): string | undefined => {
    let chosen: string | undefined;
    for (const key of waiting.keys()) {
      if (chosen === undefined || (runningByKey.get(key) ?? 0) < (runningByKey.get(chosen) ?? 0)) chosen = key;
    }
    return chosen;
  };
  const startNext = (): void => {
    const key = chooseNext();
    if (key === undefined) return;
    const queue = waiting.get(key)!;
    const resolve = queue.shift()!;
    // Served: to the back of the line of tenants, if it still waits for more.
    waiting.delete(key);
    if (queue.length > 0) waiting.set(key, queue);
    take(key);
    resolve();
  };

  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    if (running >= limit) {
      await new Promise<void>((resolve) => {
        const queue = waiting.get(key);
        if (queue) queue.push(resolve);
        else waiting.set(key, [resolve]);
      });
    } else take(key);
    try {
      return await work();
    } finally {
      release(key);
      startNext();
    }
  };
}

/** The tenant a bus event belongs to (every domain event's detail names it), '' when none does. */
export const tenantOf = (detail: unknown): string =>
  typeof detail === 'object' && detail !== null && typeof (detail as { sigla?: unknown }).sigla === 'string'
    ? (detail as { sigla: string }).sigla.toUpperCase()
    : '';
