import * as z from 'zod';
import { chavesEventoRegra, chavesOperador, tiposDado } from '@wf/shared/constants/regras';

/**
 * What a move's block check reads of an active rule with a bloquearMovimentacao action (its
 * BLOQUEIO copy): the event, the stage and the conditions. Every move of every card reads these
 * items, so the card Lambda parses them with this schema, not the rule's full one (actions and
 * their forms, the editor's messages: ~10 KB of its bundle). The copy is written from a rule the
 * full schema validated (regraRepository.ts); this checks the shape the evaluation relies on.
 */
const operando = z.object({
  id: z.string().optional(),
  nomeInterno: z.string(),
  descricaoVisual: z.string().optional(),
  tipoDado: z.enum(tiposDado).default('A'),
});

export const regraBloqueioSchema = z.object({
  id: z.string(),
  idFluxo: z.string(),
  jsonRegras: z.object({
    evento: z.object({ key: z.enum(chavesEventoRegra), idEtapa: z.string().nullable().optional() }),
    condicionais: z.object({
      operacaoLogica: z.enum(['AND', 'OR', 'XOR']),
      listaCondicionais: z.array(
        z.object({
          id: z.string(),
          operandoUm: operando,
          operador: z.object({ key: z.enum(chavesOperador), value: z.string().optional() }),
          operandoDois: operando.nullable().optional(),
        }),
      ),
    }),
  }),
});
export type RegraBloqueio = z.infer<typeof regraBloqueioSchema>;
