import * as z from 'zod';

/**
 * The JSON schema of a model's answer, generated from the shared zod schema (zod 4's
 * z.toJSONSchema): every object closed (additionalProperties false) and every key required, as
 * OpenAI's strict structured outputs ask; the `$schema` line dropped (the API refuses it).
 */
export function esquemaJsonDoModelo(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _descartado, ...resto } = z.toJSONSchema(schema, { target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  return resto;
}
