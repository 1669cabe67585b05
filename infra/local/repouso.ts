import type { EventJournal, JournalEntry } from './eventJournal';
import { sleep } from './sleep';

/**
 * "At rest" for the local runtime (GET /_local/repouso, for tests): nothing more will happen to
 * the events a filter picks (every detail field given equal, e.g. `sigla`, `idInstancia`,
 * `idRegra`; none: every event). That holds once, at some instant t, none of those events has a
 * delivery still to finish, and then a read of the Stream that began after t has published
 * everything written before t (what those deliveries' consumers wrote: a rule's action, the next
 * step of a job), and no new such event reached the bus meanwhile. A test asserts "nothing more
 * happened" against this instead of sleeping: an extra effect would have shown by then.
 *
 * Not ordered-path markers: the rules engine and the e-mail consumer run many invocations at
 * once, so a later event is no proof that an earlier one is done; the journal's delivery states are.
 */
export type Filtro = Record<string, string>;

export interface ResultadoRepouso {
  emRepouso: boolean;
  /** Rounds (deliveries finished, then the Stream read) it took. */
  voltas: number;
  /** When not at rest by the deadline: the events still being delivered. */
  pendentes?: Array<{ id: string; detailType: string; consumidores: string[] }>;
}

export interface FontesRepouso {
  journal: Pick<EventJournal, 'pending'>;
  /** Calls `listener` with each batch of entries the bus accepts; answers how to stop. */
  aoAceitar(listener: (entries: JournalEntry[]) => void): () => void;
  /** The Stream pump's caughtUp(); undefined before the pump starts. */
  streamEmDia(): Promise<void> | undefined;
}

/** How often the deliveries' states are looked at: in memory, a few hundred entries at most. */
const OLHAR_A_CADA_MS = 10;

const casa = (filtro: Filtro) => {
  const campos = Object.entries(filtro);
  return (entry: JournalEntry): boolean => {
    const detail = (entry.detail ?? {}) as Record<string, unknown>;
    return campos.every(([campo, valor]) => detail[campo] === valor);
  };
};

export async function aguardarRepouso(
  fontes: FontesRepouso,
  filtro: Filtro,
  prazoMs: number,
): Promise<ResultadoRepouso> {
  const doFiltro = casa(filtro);
  const fim = Date.now() + prazoMs;
  const pendentes = () => fontes.journal.pending().filter(({ entry }) => doFiltro(entry));
  let chegou = false;
  const parar = fontes.aoAceitar((entries) => {
    if (entries.some(doFiltro)) chegou = true;
  });
  const naoPronto = (voltas: number): ResultadoRepouso => {
    const porEvento = new Map<string, { id: string; detailType: string; consumidores: string[] }>();
    for (const { entry, delivery } of pendentes()) {
      const e = porEvento.get(entry.id) ?? { id: entry.id, detailType: entry.detailType, consumidores: [] };
      e.consumidores.push(delivery.consumer);
      porEvento.set(entry.id, e);
    }
    return { emRepouso: false, voltas, pendentes: [...porEvento.values()] };
  };
  try {
    for (let voltas = 1; ; voltas += 1) {
      while (pendentes().length > 0) {
        if (Date.now() > fim) return naoPronto(voltas);
        await sleep(OLHAR_A_CADA_MS);
      }
      // t: nothing of the filter is being delivered. Set in the same turn as the check above.
      chegou = false;
      const emDia = fontes.streamEmDia();
      if (!emDia) return naoPronto(voltas);
      if (!(await antesDoFim(emDia, fim))) return naoPronto(voltas);
      if (!chegou && pendentes().length === 0) return { emRepouso: true, voltas };
    }
  } finally {
    parar();
  }
}

/** Whether `promessa` settles before `fim`; leaves no timer behind. */
async function antesDoFim(promessa: Promise<void>, fim: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise<boolean>(
    (resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, fim - Date.now()))),
  );
  try {
    return await Promise.race([promessa.then(() => true), prazo]);
  } finally {
    clearTimeout(timer);
  }
}

/** The journal, telling `aoAceitar`'s listeners of each batch it accepted (once durable and listed). */
export function diarioObservado(journal: EventJournal): EventJournal & Pick<FontesRepouso, 'aoAceitar'> {
  const ouvintes = new Set<(entries: JournalEntry[]) => void>();
  return {
    ...journal,
    accept: async (entries) => {
      await journal.accept(entries);
      for (const ouvinte of ouvintes) ouvinte(entries);
    },
    aoAceitar: (ouvinte) => {
      ouvintes.add(ouvinte);
      return () => ouvintes.delete(ouvinte);
    },
  };
}
