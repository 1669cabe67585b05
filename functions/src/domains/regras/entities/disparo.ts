import { createHash } from 'node:crypto';
import type { ChaveEventoRegra } from '@wf/shared/schemas/regra';
import { idEstavel } from './regra';

/** What fired the rules: the event, who made the change, and the chain depth of the rules it fires. */
export interface Disparo {
  idEvento: string;
  key: ChaveEventoRegra;
  ocorridoEm: string;
  alteradoPor: string;
  /** 1 for a person's change; n + 1 for a change made by a rule of depth n. */
  profundidade: number;
  /** The event that started the chain (its budget's key); absent when this event started it. */
  idEventoRaiz?: string;
}

const hash = (...partes: string[]): string => createHash('sha256').update(partes.join('|')).digest('hex');

/** The execution record of (event, rule): the same for every delivery of the event. */
export const idDaExecucao = (d: Disparo, idRegra: string): string => idEstavel(d.ocorridoEm, hash(d.idEvento, idRegra));

/** One action's run in (event, rule): what its effects are keyed by (ContextoAcao.idExecucaoAcao). */
export const idDaAcao = (d: Disparo, idRegra: string, idAcao: string): string =>
  idEstavel(d.ocorridoEm, hash(d.idEvento, idRegra, idAcao));
