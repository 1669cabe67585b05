import * as z from 'zod';

/** One line of a flow's activity log, as stored. */
export const atividadeSchema = z.object({
  /** The id of the event it describes: one line per event, however often it is delivered. */
  id: z.string(),
  idFluxo: z.string(),
  descricao: z.string(),
  emailUsuario: z.string(),
  nomeUsuario: z.string().nullable(),
  dataHoraAlteracao: z.string(),
});
export type Atividade = z.infer<typeof atividadeSchema>;
