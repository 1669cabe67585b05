import type { AppDeps } from '../../../kernel/deps';
import { outboxPutUnico } from '../../../data/repositories/outboxRepository';

/** The id of a clean-up step: derived from base, set and step, so a repeated step cannot fork the chain. */
export const idPassoLimpezaBase = (idBase: string, geracao: string, passo: number) =>
  `limpeza-base-${idBase}-${geracao}-p${passo}`;

/** The event that starts removing a set of records no longer current (written with the change that discards it). */
export const eventoLimpeza = (deps: AppDeps, sigla: string, idBase: string, geracao: string) =>
  outboxPutUnico(
    deps,
    { tipo: 'limpezaBaseDadosContinuar', detalhe: { sigla, idBase, geracao, passo: 0 } },
    idPassoLimpezaBase(idBase, geracao, 0),
  );
