import * as z from 'zod';

/**
 * A comment as stored (`COMENTARIO#<iso>#<id>` in the card's collection). The id starts with the
 * creation time in epoch milliseconds (`<ms>-<uuid>`), so the sort key (newest-first paging) can
 * be rebuilt from the id alone and a delete by id is one Get, not a search.
 */
export const comentarioSchema = z.object({
  id: z.string(),
  idInstancia: z.string(),
  comentario: z.string(),
  emailUsuario: z.string(),
  geradoPeloSistema: z.enum(['S', 'N']),
  emailsMencionados: z.array(z.string()).default([]),
  dataHoraAlteracao: z.string(),
});
export type ComentarioArmazenado = z.infer<typeof comentarioSchema>;

/** `<epoch ms>-<uuid>`: the creation time travels in the id. */
export const idDeComentario = (agora: Date, uuid: string): string => `${agora.getTime()}-${uuid}`;

/** The creation time of a comment id, or null for an id this server never made. */
export function momentoDoComentario(id: string): Date | null {
  const m = /^(\d{13})-[0-9a-zA-Z-]{1,64}$/.exec(id);
  if (!m) return null;
  const data = new Date(Number(m[1]));
  return Number.isNaN(data.getTime()) ? null : data;
}
