import * as z from 'zod';
import type { JsonRegras } from '@wf/shared/schemas/regra';

/** A rule as stored (its own item; numExecucoes moves with each execution record). */
export const regraSchema = z.object({
  id: z.string(),
  idFluxo: z.string(),
  descricao: z.string(),
  ativo: z.enum(['S', 'N']),
  idUsuarioCriador: z.string(),
  emailCriador: z.string(),
  nomeCriador: z.string().optional(),
  numExecucoes: z.number().int().default(0),
  dataHoraCriacao: z.string(),
  dataHoraAlteracao: z.string(),
  /** Optimistic concurrency: a save is decided on the version it read. */
  versao: z.number().int(),
  /**
   * Validated by jsonRegrasSchema when saved (the HTTP routes) and stored as it parsed: read back
   * as an object, so the rules consumer does not carry the editor's schemas.
   */
  jsonRegras: z.custom<JsonRegras>(
    (v) => typeof v === 'object' && v !== null && Array.isArray((v as JsonRegras).acoes),
  ),
});
export type RegraArmazenada = z.infer<typeof regraSchema>;

/**
 * What the engine needs of an ACTIVE rule, copied into the flow's index of active rules (one
 * item per rule, keyed by event, stage and priority): the engine reads one event's rules
 * without reading the rules themselves.
 */
export const regraAtivaSchema = regraSchema
  .pick({
    id: true,
    idFluxo: true,
    descricao: true,
    idUsuarioCriador: true,
    emailCriador: true,
    jsonRegras: true,
  })
  // When this version was saved (absent on copies written before it was kept).
  .extend({ dataHoraAlteracao: z.string().optional() });
export type RegraAtiva = z.infer<typeof regraAtivaSchema>;

/**
 * The rules an event may fire: those whose current version was saved before the event happened.
 * Events reach the engine later than they happen (outbox, stream, bus), so without this a rule
 * saved a moment after a move would still act on that older move.
 */
export const regrasVigentesNoEvento = <R extends Pick<RegraAtiva, 'dataHoraAlteracao'>>(
  regras: readonly R[],
  ocorridoEm: string,
): R[] => regras.filter((r) => !r.dataHoraAlteracao || r.dataHoraAlteracao <= ocorridoEm);

/** The stage a rule is scoped to, or null (every stage). */
export const etapaDaRegra = (j: JsonRegras): string | null => j.evento.idEtapa ?? null;

/** Whether an active rule also blocks moves (checked by the server before a move commits). */
export const regraBloqueiaMovimentacao = (j: JsonRegras): boolean =>
  (j.evento.key === 'cardSairEtapa' || j.evento.key === 'cardEntrarEtapa') &&
  j.acoes.some((a) => a.key === 'bloquearMovimentacao');

/** One run of a rule for one event, as stored. */
export const execucaoSchema = z.object({
  id: z.string(),
  idRegra: z.string(),
  idFluxo: z.string(),
  idInstancia: z.string(),
  descricaoInstancia: z.string().optional(),
  idEvento: z.string(),
  evento: z.string(),
  /** 'emExecucao' from the moment its conditions held until its actions are all done. */
  estado: z.enum(['emExecucao', 'concluida']),
  comErro: z.enum(['S', 'N']),
  dataHoraExecucao: z.string(),
  detalhesErro: z.string().nullable(),
  /** Lines added later (webhook attempts), after the execution was recorded. */
  linhasAdicionais: z.array(z.string()).default([]),
  profundidade: z.number().int(),
});
export type ExecucaoArmazenada = z.infer<typeof execucaoSchema>;
const momento13 = (iso: string): string => {
  const ms = Date.parse(iso);
  return String(Number.isNaN(ms) ? 0 : ms).padStart(13, '0');
};

/**
 * Ids that are the same for every delivery of one event: `<event time in ms, 13 digits>-<hash>`.
 * The time first sorts executions newest first by their key; the same shape is a valid comment
 * id, so an action can use its idExecucaoAcao as the id of what it writes.
 */
export const idEstavel = (ocorridoEm: string, hashHex: string): string =>
  `${momento13(ocorridoEm)}-${hashHex.slice(0, 32)}`;
