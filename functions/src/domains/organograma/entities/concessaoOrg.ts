import * as z from 'zod';
import { flagsRestricao, type FlagRestricao } from '@wf/shared/constants/autorizacao';

const flag = z.enum(['S', 'N']);

/** A unit's grant on a stage (EtapaOrg), stored in the flow's collection beside the people's. */
export const autorizacaoEtapaOrgSchema = z.object({
  id: z.string(),
  idFluxo: z.string(),
  idEtapa: z.string(),
  idOrg: z.string(),
  incluirEmSubniveis: flag,
  autorizar: flag,
  editar: flag,
  executar: flag,
  ...(Object.fromEntries(flagsRestricao.map((f) => [f, flag])) as Record<FlagRestricao, typeof flag>),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type AutorizacaoEtapaOrg = z.infer<typeof autorizacaoEtapaOrgSchema>;

/** A unit's grant on a data base (DatasourceOrg): `editar` S edits it, N only reads it. */
export const autorizacaoBaseOrgSchema = z.object({
  id: z.string(),
  idDatasource: z.string(),
  idOrg: z.string(),
  incluirEmSubniveis: flag,
  editar: flag,
  criadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type AutorizacaoBaseOrg = z.infer<typeof autorizacaoBaseOrgSchema>;

/**
 * The tenant's index of unit grants (one item per grant, on a stage or a base), for the lists
 * that start from the person: his flows, his bases. It names the grant's unit and its reach.
 */
export const indiceConcessaoOrgSchema = z.object({
  tipo: z.enum(['ETAPA', 'BASE']),
  /** The flow (ETAPA) or the base (BASE). */
  idAlvo: z.string(),
  idEtapa: z.string().optional(),
  /** The grant's id. */
  id: z.string(),
  idOrg: z.string(),
  incluirEmSubniveis: flag,
});
export type IndiceConcessaoOrg = z.infer<typeof indiceConcessaoOrgSchema>;
