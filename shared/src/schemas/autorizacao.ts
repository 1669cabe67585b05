import * as z from 'zod';
import { flagsRestricao, mensagensAutorizacao, type FlagRestricao } from '../constants/autorizacao';
import { EMAIL_PATTERN, flagSN, identificador } from './campos';

/** The messages and flags live in constants/autorizacao.ts (no zod), for the Lambdas that need no schema. */
export { flagsRestricao, mensagensAutorizacao, type FlagRestricao };

/** A stage grant's flags with their defaults: a person's (here) and an organogram unit's (organograma.ts). */
export const permissoes = {
  autorizar: flagSN.default('N'),
  editar: flagSN.default('N'),
  executar: flagSN.default('S'),
  ...(Object.fromEntries(flagsRestricao.map((f) => [f, flagSN.default('N')])) as Record<
    FlagRestricao,
    z.ZodDefault<typeof flagSN>
  >),
};

/** POST /api/etapa-usuario/inserir-autorizacao */
export const inserirAutorizacaoSchema = z.object({
  EtapaUsuario: z.object({
    idEtapa: identificador('Etapa não informada'),
    emailAutorizado: z
      .string({ error: mensagensAutorizacao.emailObrigatorio })
      .trim()
      .toLowerCase()
      .min(1, mensagensAutorizacao.emailObrigatorio)
      .max(254)
      .regex(EMAIL_PATTERN, mensagensAutorizacao.emailInvalido),
    ...permissoes,
  }),
});

/** PUT /api/etapa-usuario/atualizar-autorizacao */
export const atualizarAutorizacaoSchema = z.object({
  EtapaUsuario: z.object({ id: identificador(), idEtapa: identificador('Etapa não informada'), ...permissoes }),
});

/** DELETE /api/etapa-usuario/excluir-autorizacao/{id}?idEtapa= */
export const excluirAutorizacaoQuery = z.object({ idEtapa: identificador('Etapa não informada') });

/** POST /api/etapas/copiar-autorizacoes (organisation nodes come with the organogram). */
export const copiarAutorizacoesSchema = z.object({
  idEtapaOrigem: identificador('Etapa não informada'),
  copiarViaEmail: z.boolean().default(true),
  copiarViaOrganograma: z.boolean().default(false),
  listaEtapas: z
    .array(z.object({ Etapa: z.object({ id: identificador() }) }))
    .min(1, 'Selecione ao menos uma etapa de destino')
    .max(100),
});
