import type { Job } from '@wf/shared/types/instancia';
import { tiposOrdenacao } from '@wf/shared/constants/cards';
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
 *   always what is left. Each kind (tipo) reads it its own way: the sort's snapshot key in its
 *   second phase (fase 'reordenar');
 * - the kind's own state: the sort's criterion, phase and last key given (ultimaChave); the
 *   cross-flow copy or move's destination flow, operation and the cards whose old history is
 *   still to be deleted (limpeza).
 */
export const RECUSADOS_GUARDADOS = 100;

export const jobSchema = z.object({
  id: z.string(),
  tipo: z.enum(['moverEtapa', 'ordenarEtapa', 'copiarMoverEntreFluxos']),
  status: z.enum(['pendente', 'executando', 'concluido', 'falhou']),
  idFluxo: z.string(),
  idEtapaOrigem: z.string(),
  idEtapaDestino: z.string(),
  total: z.number().int(),
  feito: z.number().int(),
  recusados: z.array(
    z.object({
      idInstancia: z.string(),
      descricao: z.string(),
      motivo: z.string(),
      erros: z.array(z.string()).optional(),
    }),
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
  tipoOrdenacao: z.enum(tiposOrdenacao).optional(),
  fase: z.enum(['fotografar', 'reordenar']).optional(),
  ultimaChave: z.string().nullable().optional(),
  idFluxoDestino: z.string().optional(),
  tipoOperacao: z.enum(['M', 'C']).optional(),
  limpeza: z
    .object({ ids: z.array(z.string()), ate: z.string() })
    .nullable()
    .optional(),
});
export type JobArmazenado = z.infer<typeof jobSchema>;

/** What a job of one kind says at its start; the counters, author and chain start the same for every kind. */
export type InicioDoJob = Pick<JobArmazenado, 'tipo' | 'idFluxo' | 'idEtapaOrigem' | 'idEtapaDestino' | 'total'> &
  Partial<JobArmazenado>;

/** A job as it starts: pending, nothing done or refused, at step 0 of its chain. */
export const novoJob = (
  inicio: InicioDoJob,
  origem: { id: string; agora: string; usuarioId: string; emailAutor: string },
): JobArmazenado => ({
  id: origem.id,
  status: 'pendente',
  feito: 0,
  recusados: [],
  totalRecusados: 0,
  motivoFalha: null,
  criadoEm: origem.agora,
  atualizadoEm: origem.agora,
  usuarioId: origem.usuarioId,
  emailAutor: origem.emailAutor,
  passo: 0,
  lote: 0,
  cursor: null,
  ...inicio,
});

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
  ...(j.tipoOrdenacao ? { tipoOrdenacao: j.tipoOrdenacao } : {}),
  ...(j.idFluxoDestino ? { idFluxoDestino: j.idFluxoDestino, tipoOperacao: j.tipoOperacao } : {}),
});
