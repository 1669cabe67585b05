import * as z from 'zod';

/**
 * An upload asked for and not yet confirmed. It names the card, the S3 key and what was declared,
 * so the confirmation can check the stored object against it. `origem` tells the card modal's
 * uploads from the public form's (those are confirmed without a session, with the form's link).
 * Its own module: what imports anexo.ts's helpers (the rules engine among them) does not carry it.
 */
export const uploadPendenteSchema = z.object({
  idAnexo: z.string(),
  idInstancia: z.string(),
  idFluxo: z.string(),
  chave: z.string(),
  nomeArquivo: z.string(),
  tipoMime: z.string(),
  tamanho: z.number().int(),
  emailUsuario: z.string(),
  /** 'chat': a chat attachment of flow idFluxo (idInstancia then empty). */
  origem: z.enum(['card', 'formularioPublico', 'chat']),
  /** The public link the upload was granted to (public form only). */
  hashLink: z.string().nullable(),
  /** The stage-form attachment field the file goes to (card modal only). */
  nomeVariavel: z.string().optional(),
  criadoEm: z.string(),
});
export type UploadPendente = z.infer<typeof uploadPendenteSchema>;
