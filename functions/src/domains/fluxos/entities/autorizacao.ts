import * as z from 'zod';
import { flagsRestricao, type FlagRestricao } from '@wf/shared/constants/autorizacao';

const flag = z.enum(['S', 'N']);

/**
 * A person's authorisation on a stage (EtapaUsuario), as stored in the flow's collection. The
 * e-mail need not belong to a user yet: access follows the e-mail, so a person authorised
 * before signing up sees the flow from the first login (docs/adr/0012-flows-stages-and-permissions.md).
 */
export const autorizacaoSchema = z.object({
  id: z.string(),
  idFluxo: z.string(),
  idEtapa: z.string(),
  emailAutorizado: z.string(),
  autorizar: flag,
  editar: flag,
  executar: flag,
  ...(Object.fromEntries(flagsRestricao.map((f) => [f, flag])) as Record<FlagRestricao, typeof flag>),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type Autorizacao = z.infer<typeof autorizacaoSchema>;

export type PermissoesPessoa = Pick<Autorizacao, 'autorizar' | 'editar' | 'executar' | FlagRestricao>;

const soPermissoes = (p: PermissoesPessoa): PermissoesPessoa => ({
  autorizar: p.autorizar,
  editar: p.editar,
  executar: p.executar,
  ...(Object.fromEntries(flagsRestricao.map((f) => [f, p[f]])) as Record<FlagRestricao, 'S' | 'N'>),
});

export function novaAutorizacao(d: {
  id: string;
  idFluxo: string;
  idEtapa: string;
  email: string;
  permissoes: PermissoesPessoa;
  agora: Date;
}): Autorizacao {
  const agora = d.agora.toISOString();
  return {
    id: d.id,
    idFluxo: d.idFluxo,
    idEtapa: d.idEtapa,
    emailAutorizado: d.email.toLowerCase(),
    ...soPermissoes(d.permissoes),
    criadoEm: agora,
    atualizadoEm: agora,
  };
}

export const alterarPermissoes = (a: Autorizacao, p: PermissoesPessoa, agora: Date): Autorizacao => ({
  ...a,
  ...soPermissoes(p),
  atualizadoEm: agora.toISOString(),
});

/** The same person and permissions on another stage (copying authorisations, cloning a stage, copying a flow). */
export const copiaDaAutorizacao = (
  a: Autorizacao,
  destino: { id: string; idFluxo: string; idEtapa: string },
  agora: Date,
): Autorizacao =>
  novaAutorizacao({
    id: destino.id,
    idFluxo: destino.idFluxo,
    idEtapa: destino.idEtapa,
    email: a.emailAutorizado,
    permissoes: a,
    agora,
  });
