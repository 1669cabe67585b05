import * as z from 'zod';

/**
 * What the home's projections remember of a card (the `painel` consumer's snapshot): the last
 * state it projected. Each card event re-reads the card and applies only the difference between
 * this and the card now, so the projections converge to the cards whatever the order, the
 * repetitions or the losses of events in between.
 */
export const retratoCardSchema = z.object({
  idInstancia: z.string(),
  idFluxo: z.string(),
  dataHoraCriacao: z.string(),
  dataVencimento: z.string().nullable(),
  responsaveis: z.array(z.string()),
  seguidores: z.array(z.string()),
  /**
   * Whether the card's stage was final when projected: a due card counts in its flow's overdue
   * counters only while its stage is not final. Absent in snapshots written before the flow's
   * counters existed: such a card is then not counted yet, and its next event (or the rebuild) adds it.
   */
  emEtapaFinal: z.boolean().optional(),
  versao: z.number().int(),
});
export type RetratoCard = z.infer<typeof retratoCardSchema>;
/** The state a card projects (null: the card is gone). */
export type EstadoCard = Omit<RetratoCard, 'versao'>;

/** A flow's day (Brasília calendar day): cards created, moved and concluded (moved into a final stage). */
export const diaFluxoSchema = z.object({
  dia: z.string(),
  criados: z.number().int().default(0),
  movidos: z.number().int().default(0),
  concluidos: z.number().int().default(0),
});
export type DiaFluxo = z.infer<typeof diaFluxoSchema>;

/** A flow's responsible person: the cards of the flow under his responsibility now. */
export const responsavelFluxoSchema = z.object({ email: z.string(), abertos: z.number().int() });
export type ResponsavelFluxo = z.infer<typeof responsavelFluxoSchema>;

/** A person's counts in one flow (the home's tiles 2 and 3 sum them over the flows he sees). */
export const contagemPessoaFluxoSchema = z.object({
  idFluxo: z.string(),
  responsavel: z.number().int().default(0),
  seguindo: z.number().int().default(0),
});
export type ContagemPessoaFluxo = z.infer<typeof contagemPessoaFluxoSchema>;

/** A person's card under a tile (responsible, following, due date): enough to fetch and check the card. */
export const membroTileSchema = z.object({ idInstancia: z.string(), idFluxo: z.string() });
export type MembroTile = z.infer<typeof membroTileSchema>;

/** One line of an activity feed (a flow's and each of its people's). */
export const atividadeFeedSchema = z.object({
  id: z.string(),
  tipo: z.enum(['criado', 'movido', 'comentario', 'responsavel']),
  idFluxo: z.string(),
  idEtapa: z.string(),
  idInstancia: z.string(),
  descricaoInstancia: z.string(),
  descricaoEtapa: z.string(),
  /** For a move: whether it entered a final stage (the flow's day counts "concluded" from it). */
  concluido: z.boolean().default(false),
  /** Sanitised HTML (a comment as stored) or a plain pt-BR line written by the system. */
  comentario: z.string(),
  geradoPeloSistema: z.enum(['S', 'N']),
  emailUsuario: z.string(),
  nomeUsuario: z.string().nullable(),
  dataHoraAlteracao: z.string(),
});
export type AtividadeFeed = z.infer<typeof atividadeFeedSchema>;
