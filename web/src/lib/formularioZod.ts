import type { FormInstance, FormRule } from 'antd';
import type { ZodType } from 'zod';
import { toast } from './toast';

/**
 * Bridges the shared zod schemas (the same ones the handlers use) to antd forms,
 * so a message is written once, in shared/src/messages.ts.
 */

/**
 * A schema loaded on first use: a screen that must stay light (login, sign-up) imports its shared
 * schemas, and with them zod, dynamically instead of with its code (see `carregarSobDemanda`).
 */
export type SchemaSobDemanda<T = unknown> = () => Promise<ZodType<T>>;

/** Shown on the field (or the form) when the schema's code could not be downloaded. */
export const MENSAGEM_VALIDACAO_INDISPONIVEL =
  'Não foi possível validar agora. Verifique sua conexão e tente novamente.';

/**
 * Memoises a dynamic import: called on the form's first change (so the code is usually there by
 * the first blur) and by every rule after that. A failed download is forgotten, so the next
 * attempt fetches again.
 */
export function carregarSobDemanda<T>(carregar: () => Promise<T>): () => Promise<T> {
  let promessa: Promise<T> | undefined;
  return () => {
    promessa ??= carregar().catch((erro: unknown) => {
      promessa = undefined;
      throw erro;
    });
    return promessa;
  };
}

async function resolverSchema<T>(schema: ZodType<T> | SchemaSobDemanda<T>): Promise<ZodType<T>> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch {
    throw new Error(MENSAGEM_VALIDACAO_INDISPONIVEL);
  }
}

/** An antd rule that runs one field's schema and shows its first pt-BR message. */
export function regraZod(schema: ZodType | SchemaSobDemanda): FormRule {
  return {
    validator: async (_regra, valor: unknown) => {
      const resultado = (await resolverSchema(schema)).safeParse(valor);
      if (!resultado.success) throw new Error(resultado.error.issues[0]?.message);
    },
  };
}

/** Confirmation field: equal to another field, with the fixed message. */
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

/** validarComSchema with a schema loaded on demand; a failed download is a toast, not a crash. */
export async function validarComSchemaSobDemanda<T>(
  form: FormInstance,
  schema: SchemaSobDemanda<T>,
  valores: unknown,
): Promise<ResultadoValidacao<T>> {
  let carregado: ZodType<T>;
  try {
    carregado = await resolverSchema(schema);
  } catch {
    toast.erro(MENSAGEM_VALIDACAO_INDISPONIVEL);
    return { sucesso: false };
  }
  return validarComSchema(form, carregado, valores);
}

/** Field messages from zod or from the server's `campos` (keys may be paths like Usuario.email). */
export function mostrarErrosNosCampos(form: FormInstance, campos: Record<string, string>): void {
  const entradas = Object.entries(campos).map(([caminho, mensagem]) => ({
    name: caminho.split('.').pop() ?? caminho,
    errors: [mensagem],
  }));
  if (entradas.length) form.setFields(entradas);
}
