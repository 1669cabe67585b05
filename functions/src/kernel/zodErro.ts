import type * as z from 'zod';
import { instalarMensagensZod } from '@wf/shared/validation/mensagensZod';
import { erro, type ErroDominio } from './errors';

// Every schema the HTTP stack and the services parse answers in pt-BR (messages the schemas write themselves win).
instalarMensagensZod();

/** A failed parse becomes one 400: the first message as mensagem, every field's first message in campos. */
export function erroDeValidacao(e: z.ZodError): ErroDominio {
  const campos: Record<string, string> = {};
  for (const issue of e.issues) {
    const caminho = issue.path.map(String).join('.') || '_';
    campos[caminho] ??= issue.message;
  }
  return erro.validacao(e.issues[0]?.message ?? 'Dados inválidos', campos);
}

export function validar<S extends z.ZodType>(schema: S, dados: unknown): z.output<S> {
  const r = schema.safeParse(dados);
  if (!r.success) throw erroDeValidacao(r.error);
  return r.data;
}
