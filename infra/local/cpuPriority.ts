import { readdir } from 'node:fs/promises';
import os from 'node:os';

/** When a nice-0 thread and a nice-10 one both want a core, the kernel gives the first ~9 times the time. */
export const NICE_SEGUNDO_PLANO = 10;

/** Lowers the calling thread alone (setpriority's 0 is the caller's thread on Linux); elsewhere nothing. */
export function baixarPrioridadeDestaThread(nice = NICE_SEGUNDO_PLANO): void {
  if (process.platform === 'linux') os.setPriority(nice);
}

/**
 * Lowers every thread of a process to `nice` and answers how many it lowered. Linux only:
 * setpriority acts on one thread there, and a thread started later takes its creator's value, so
 * the threads a process starts afterwards are lowered too. Elsewhere it does nothing (0).
 */
export async function baixarPrioridade(pid: number, nice = NICE_SEGUNDO_PLANO): Promise<number> {
  if (process.platform !== 'linux') return 0;
  let threads: string[];
  try {
    threads = await readdir(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  let baixadas = 0;
  for (const tid of threads) {
    try {
      os.setPriority(Number(tid), nice);
      baixadas += 1;
    } catch {
      // The thread ended between the listing and the call.
    }
  }
  return baixadas;
}
