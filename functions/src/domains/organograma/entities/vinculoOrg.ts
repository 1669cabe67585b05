import * as z from 'zod';

/** A person linked to a unit (UsuarioOrg). `incluirEmSubniveis` S: he belongs to its sub-units too. */
export const vinculoOrgSchema = z.object({
  id: z.string(),
  idOrg: z.string(),
  idUsuario: z.string(),
  incluirEmSubniveis: z.enum(['S', 'N']),
  criadoEm: z.string(),
});
export type VinculoOrg = z.infer<typeof vinculoOrgSchema>;
