import * as z from 'zod';
import type { Etiqueta } from '@wf/shared/types/fluxo';

/** A label of a flow, as stored in the flow's collection. */
export const etiquetaSchema = z.object({
  id: z.string(),
  idFluxo: z.string(),
  descricao: z.string(),
  cor: z.string(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type EtiquetaArmazenada = z.infer<typeof etiquetaSchema>;

export function novaEtiqueta(d: {
  id: string;
  idFluxo: string;
  descricao: string;
  cor: string;
  agora: Date;
}): EtiquetaArmazenada {
  const agora = d.agora.toISOString();
  return { id: d.id, idFluxo: d.idFluxo, descricao: d.descricao, cor: d.cor, criadoEm: agora, atualizadoEm: agora };
}

export const alterarEtiqueta = (
  e: EtiquetaArmazenada,
  d: { descricao: string; cor: string },
  agora: Date,
): EtiquetaArmazenada => ({
  ...e,
  descricao: d.descricao,
  cor: d.cor,
  atualizadoEm: agora.toISOString(),
});

export const paraEtiqueta = (e: EtiquetaArmazenada): Etiqueta => ({
  id: e.id,
  idFluxo: e.idFluxo,
  descricao: e.descricao,
  cor: e.cor,
});

/** Labels in name order (pt-BR), as the drawer lists them. */
export const emOrdemDeNome = (etiquetas: readonly EtiquetaArmazenada[]): EtiquetaArmazenada[] =>
  [...etiquetas].sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR') || a.id.localeCompare(b.id));
