import * as z from 'zod';
import { statusTarefaIa, tiposTarefaIa } from '@wf/shared/constants/ia';
import type { TarefaIa } from '@wf/shared/schemas/ia';

/**
 * An AI task as stored: what was asked (`entrada`, the validated body; for audio the file's key
 * in the bucket), who asked (its answers and its permissions), and how it ended.
 */
export const tarefaIaSchema = z.object({
  id: z.string(),
  tipo: z.enum(tiposTarefaIa),
  status: z.enum(statusTarefaIa),
  usuarioId: z.string(),
  email: z.string(),
  perfilUsuario: z.enum(['1', '2', '3', '4', '5']),
  entrada: z.record(z.string(), z.unknown()),
  resultado: z.unknown().nullable().optional(),
  mensagem: z.string().nullable().optional(),
  modeloDemonstracao: z.boolean(),
  tokens: z.number().default(0),
  criadaEm: z.string(),
  atualizadaEm: z.string(),
  tokenReivindicacao: z.string().optional(),
  reivindicadaEm: z.string().optional(),
  /** criar-regra: the validated rule waiting for the ia-regras consumer. */
  regraProposta: z.unknown().optional(),
});
export type TarefaIaArmazenada = z.output<typeof tarefaIaSchema>;

/** The task as its author reads it (GET /api/chatgpt/tarefas/{id}). */
export function paraTarefa(t: TarefaIaArmazenada): TarefaIa {
  return {
    idTarefa: t.id,
    tipo: t.tipo,
    status: t.status,
    ...(t.resultado != null ? { resultado: t.resultado as TarefaIa['resultado'] } : {}),
    ...(t.mensagem ? { mensagem: t.mensagem } : {}),
    modeloDemonstracao: t.modeloDemonstracao,
    criadaEm: t.criadaEm,
    atualizadaEm: t.atualizadaEm,
  };
}

/** The month a task's usage counts in (UTC). */
export const mesDe = (iso: string): string => iso.slice(0, 7);
