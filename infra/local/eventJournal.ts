/**
 * What went through the local bus, newest first, for /_local/events: which rules matched each
 * event and how each delivery ended. Lets developers and tests see the routing without reading logs.
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
  deliveries: DeliveryRecord[];
}

const CAPACITY = 500;

export interface EventJournal {
  record(entry: JournalEntry): void;
  list(): JournalEntry[];
}

export function createEventJournal(capacity = CAPACITY): EventJournal {
  const entries: JournalEntry[] = [];
  return {
    record: (entry) => {
      entries.unshift(entry);
      if (entries.length > capacity) entries.length = capacity;
    },
    // Copies: the records keep changing while deliveries are retried.
    list: () => entries.map((entry) => ({ ...entry, deliveries: entry.deliveries.map((d) => ({ ...d })) })),
  };
}
