import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * What went through the local bus, kept on disk: every accepted event with one delivery per
 * matching rule and how it ended. It is what makes the local bus crash-safe, as EventBridge is:
 * PutEvents answers only once the event is in this file (written and fsynced), so the stream
 * pump may checkpoint past it; a restart resumes every delivery still `pendente`. Deliveries that
 * exhausted their retries stay `falhou` (the dead-letter list, /_local/dead-letters) until redriven.
 *
 * Format: an append-only JSON-lines file. An `evento` line holds a whole entry; an `entrega` line
 * the new state of one delivery. Opening replays it (a torn last line, from a crash mid-write, is
 * ignored: its event was never acknowledged) and compacts it to one `evento` line per kept entry.
 */
export type DeliveryStatus = 'pendente' | 'entregue' | 'falhou' | 'sem-handler';

export interface DeliveryRecord {
  rule: string;
  consumer: string;
  status: DeliveryStatus;
  attempts: number;
  error?: string;
}

export interface JournalEntry {
  id: string;
  source: string;
  detailType: string;
  time: string;
  detail: unknown;
  resources?: string[];
  deliveries: DeliveryRecord[];
}

/** One undelivered (event, rule) pair: a dead letter when failed, a resumable delivery when pending. */
export interface DeliveryRef {
  entry: JournalEntry;
  delivery: DeliveryRecord;
}

export interface EventJournal {
  /** Durable before it resolves: the caller may then acknowledge the events. */
  accept(entries: JournalEntry[]): Promise<void>;
  /** Records a delivery's new state (after each attempt, and when it ends). */
  update(id: string, delivery: DeliveryRecord): Promise<void>;
  /** Newest first, copies (the records keep changing while deliveries are retried). */
  list(): JournalEntry[];
  /** Deliveries not finished, oldest first: what a restart resumes. */
  pending(): DeliveryRef[];
  /** Deliveries that exhausted their retries, oldest first. */
  deadLetters(): DeliveryRef[];
  close(): Promise<void>;
}

/** Finished entries kept for /_local/events; pending and failed ones are always kept. */
const CAPACITY = 500;
/** Lines appended since the last compaction before the file is compacted again. */
const COMPACT_EVERY = 5000;

type Line = { tipo: 'evento'; entry: JournalEntry } | { tipo: 'entrega'; id: string; delivery: DeliveryRecord };

const copy = (entry: JournalEntry): JournalEntry => ({ ...entry, deliveries: entry.deliveries.map((d) => ({ ...d })) });
const unfinished = (entry: JournalEntry): boolean =>
  entry.deliveries.some((d) => d.status === 'pendente' || d.status === 'falhou');

export async function openEventJournal(file: string, capacity = CAPACITY): Promise<EventJournal> {
  await mkdir(path.dirname(file), { recursive: true });
  // Insertion order is acceptance order; a Map keeps it and finds by id.
  const entries = new Map<string, JournalEntry>();
  for (const line of await readLines(file)) {
    if (line.tipo === 'evento') entries.set(line.entry.id, line.entry);
    else {
      const entry = entries.get(line.id);
      const index = entry?.deliveries.findIndex((d) => d.rule === line.delivery.rule) ?? -1;
      if (entry && index >= 0) entry.deliveries[index] = line.delivery;
    }
  }

  const trim = (): void => {
    let finished = [...entries.values()].filter((entry) => !unfinished(entry)).length;
    for (const [id, entry] of entries) {
      if (finished <= capacity) break;
      if (unfinished(entry)) continue;
      entries.delete(id);
      finished -= 1;
    }
  };

  let handle: FileHandle;
  let appended = 0;
  /** Rewrites the file with what is kept, through a synced temporary file and a rename. */
  const compact = async (): Promise<void> => {
    trim();
    const temporary = `${file}.tmp`;
    const out = await open(temporary, 'w');
    await out.writeFile([...entries.values()].map((entry) => serialize({ tipo: 'evento', entry })).join(''));
    await out.sync();
    await out.close();
    await rename(temporary, file);
    handle = await open(file, 'a');
    await syncDirectory(path.dirname(file));
    appended = 0;
  };
  await compact();

  // One write at a time, in order: a later `entrega` line never lands before its `evento` line.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>): Promise<void> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  const append = (lines: Line[], durable: boolean) =>
    enqueue(async () => {
      await handle.write(lines.map(serialize).join(''));
      if (durable) await handle.datasync();
      appended += lines.length;
      if (appended >= COMPACT_EVERY) {
        await handle.close();
        await compact();
      }
    });

  return {
    accept: async (accepted) => {
      // Written before they are visible, so nothing can update an entry the file does not hold yet.
      await append(
        accepted.map((entry) => ({ tipo: 'evento', entry: copy(entry) })),
        true,
      );
      for (const entry of accepted) entries.set(entry.id, entry);
      trim();
    },
    // Not synced: losing it to a power cut only means one more (idempotent) delivery.
    update: (id, delivery) => append([{ tipo: 'entrega', id, delivery: { ...delivery } }], false),
    list: () => [...entries.values()].reverse().map(copy),
    pending: () => refs(entries, 'pendente'),
    deadLetters: () => refs(entries, 'falhou'),
    close: () => enqueue(() => handle.close()),
  };
}

function refs(entries: Map<string, JournalEntry>, status: DeliveryStatus): DeliveryRef[] {
  return [...entries.values()].flatMap((entry) =>
    entry.deliveries.filter((delivery) => delivery.status === status).map((delivery) => ({ entry, delivery })),
  );
}

const serialize = (line: Line): string => `${JSON.stringify(line)}\n`;

async function readLines(file: string): Promise<Line[]> {
  if (!existsSync(file)) return [];
  const lines: Line[] = [];
  for (const text of (await readFile(file, 'utf8')).split('\n')) {
    if (!text.trim()) continue;
    try {
      lines.push(JSON.parse(text) as Line);
    } catch {
      // A line cut short by a crash: its PutEvents was never answered, so the publisher sends it again.
    }
  }
  return lines;
}

/** Makes the rename itself durable (POSIX); a no-op where directories cannot be opened. */
async function syncDirectory(directory: string): Promise<void> {
  try {
    const dir = await open(directory, 'r');
    await dir.sync().finally(() => dir.close());
  } catch {
    // Windows: directory handles cannot be synced; the rename is still atomic.
  }
}
