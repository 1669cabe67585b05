import * as z from 'zod';
import {
  modeloAnalisarMetricas,
  modeloCriarEtapa,
  modeloCriarFluxo,
  modeloCriarRegra,
  modeloGerarCampos,
} from '@wf/shared/schemas/iaModelo';

/**
 * The JSON schema of a model's answer, generated from the shared zod schema (zod 4's
 * z.toJSONSchema): every object closed (additionalProperties false) and every key required, as
 * OpenAI's strict structured outputs ask; the `$schema` line dropped.
 */
export function esquemaJsonDoModelo(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _descartado, ...resto } = z.toJSONSchema(schema, { target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  return resto;
}

/** Every prompt's schema by the prompt's name (prompts/*.ts): what prompts/esquemasDoModelo.json holds. */
export function esquemasGerados(): Record<string, Record<string, unknown>> {
  return {
    criar_fluxo: esquemaJsonDoModelo(modeloCriarFluxo),
    gerar_campos_etapa: esquemaJsonDoModelo(modeloGerarCampos),
    criar_etapa: esquemaJsonDoModelo(modeloCriarEtapa),
    analisar_metricas: esquemaJsonDoModelo(modeloAnalisarMetricas),
    criar_regra: esquemaJsonDoModelo(modeloCriarRegra),
  };
}
