import type { Job } from '@wf/shared/types/instancia';
import * as z from 'zod';

/**
 * A bulk job as stored (one item, docs/data-model.md "Jobs"). Besides what GET shows, it keeps
 * who asked (the events and the history lines are theirs) and where the chain stands:
 * - passo: the step whose event may run now; a step's last transaction moves it on together
 *   with the next step's event, so an older event finds a different passo and does nothing;
 * - lote: the transactions written so far; each is conditioned on it, so two runs of one step
 *   cannot both write;
 * - cursor: the board key (gsi1sk) of the last card handled in the source stage. Moved cards
 *   leave the stage and refused ones stay behind the cursor, so "the cards after the cursor" is
 *   always what is left.
 */
export const RECUSADOS_GUARDADOS = 100;

export const jobSchema = z.object({
  id: z.string(),
  tipo: z.literal('moverEtapa'),
  status: z.enum(['pendente', 'executando', 'concluido', 'falhou']),
  idFluxo: z.string(),
  idEtapaOrigem: z.string(),
  idEtapaDestino: z.string(),
  total: z.number().int(),
  feito: z.number().int(),
  recusados: z.array(
    z.object({ idInstancia: z.string(), descricao: z.string(), motivo: z.string(), erros: z.array(z.string()).optional() }),
  ),
  totalRecusados: z.number().int(),
  motivoFalha: z.string().nullable(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  usuarioId: z.string(),
  emailAutor: z.string(),
  passo: z.number().int(),
  lote: z.number().int(),
  cursor: z.string().nullable(),
});
export type JobArmazenado = z.infer<typeof jobSchema>;

export const paraJob = (j: JobArmazenado): Job => ({
  id: j.id,
  tipo: j.tipo,
  status: j.status,
  idFluxo: j.idFluxo,
  idEtapaOrigem: j.idEtapaOrigem,
  idEtapaDestino: j.idEtapaDestino,
  total: j.total,
  feito: j.feito,
  recusados: j.recusados,
  totalRecusados: j.totalRecusados,
  motivoFalha: j.motivoFalha,
  criadoEm: j.criadoEm,
  atualizadoEm: j.atualizadoEm,
});
