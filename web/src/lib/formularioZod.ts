import type { FormInstance, FormRule } from 'antd';
import type { ZodType } from 'zod';

/**
 * Bridges the shared zod schemas (the same ones the handlers use) to antd forms,
 * so a message is written once, in shared/src/messages.ts.
 */

/** An antd rule that runs one field's schema and shows its first pt-BR message. */
export function regraZod(schema: ZodType): FormRule {
  return {
    validator: async (_regra, valor: unknown) => {
      const resultado = schema.safeParse(valor);
      if (!resultado.success) throw new Error(resultado.error.issues[0]?.message);
    },
  };
}

/** Confirmation field: equal to another field, with the spec's message. */
export function regraIgualA(campo: string, mensagem: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_regra, valor: unknown) => {
      if (valor && valor !== getFieldValue(campo)) throw new Error(mensagem);
    },
  });
}

export type ResultadoValidacao<T> = { sucesso: true; dados: T } | { sucesso: false };

/**
 * Parses the whole form with its schema before sending: cross-field refinements run and the
 * payload gets the schema's transforms (trimmed text, lower-case e-mail, '' as absent).
 * Failures are shown on their fields.
 */
export function validarComSchema<T>(form: FormInstance, schema: ZodType<T>, valores: unknown): ResultadoValidacao<T> {
  const resultado = schema.safeParse(valores);
  if (resultado.success) return { sucesso: true, dados: resultado.data };
  const porCampo: Record<string, string> = {};
  for (const problema of resultado.error.issues) {
    const campo = String(problema.path[0] ?? '');
    if (campo && !porCampo[campo]) porCampo[campo] = problema.message;
  }
  mostrarErrosNosCampos(form, porCampo);
  return { sucesso: false };
}

/** Field messages from zod or from the server's `campos` (keys may be paths like Usuario.email). */
export function mostrarErrosNosCampos(form: FormInstance, campos: Record<string, string>): void {
  const entradas = Object.entries(campos).map(([caminho, mensagem]) => ({
    name: caminho.split('.').pop() ?? caminho,
    errors: [mensagem],
  }));
  if (entradas.length) form.setFields(entradas);
}
