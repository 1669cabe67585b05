import { z } from 'zod';

/**
 * Domain event contracts (DESIGN.md, Events): literal source and detail-type, a zod schema for
 * the detail. Producers write them to the outbox; consumers safe-parse and switch on detailType.
 * Every detail carries idEvento (consumers dedupe on it: delivery is at least once), the tenant
 * sigla and when it happened.
 */
const base = {
  idEvento: z.string(),
  sigla: z.string(),
  ocorridoEm: z.string(),
};

export const eventosDominio = {
  usuarioCadastrado: {
    source: 'workflow.usuarios',
    detail: z.object({
      ...base,
      usuarioId: z.string(),
      email: z.string(),
      nome: z.string(),
      /** Present when the tenant requires activation: the raw single-use token for the e-mail link. */
      tokenAtivacao: z.string().optional(),
    }),
  },
  usuarioAtivado: {
    source: 'workflow.usuarios',
    detail: z.object({ ...base, usuarioId: z.string() }),
  },
  usuarioAtualizado: {
    source: 'workflow.usuarios',
    detail: z.object({ ...base, usuarioId: z.string(), alteradoPor: z.string() }),
  },
  recuperacaoSenhaSolicitada: {
    source: 'workflow.usuarios',
    detail: z.object({ ...base, usuarioId: z.string(), email: z.string(), nome: z.string(), tokenRecuperacao: z.string() }),
  },
  senhaRedefinida: {
    source: 'workflow.usuarios',
    detail: z.object({ ...base, usuarioId: z.string() }),
  },
  clienteAtualizado: {
    source: 'workflow.clientes',
    detail: z.object({ ...base, alteradoPor: z.string() }),
  },
} as const;

export type TipoEvento = keyof typeof eventosDominio;
export type DetalheEvento<T extends TipoEvento> = z.infer<(typeof eventosDominio)[T]['detail']>;

/** An event ready for the outbox: what the producer knows; idEvento and ocorridoEm are filled on write. */
export type NovoEvento = {
  [T in TipoEvento]: { tipo: T; detalhe: Omit<DetalheEvento<T>, 'idEvento' | 'ocorridoEm'> };
}[TipoEvento];

/** Parses an EventBridge event into a typed domain event, or null for anything unknown or malformed. */
export function lerEvento(detailType: string, detail: unknown) {
  if (!(detailType in eventosDominio)) return null;
  const tipo = detailType as TipoEvento;
  const parsed = eventosDominio[tipo].detail.safeParse(detail);
  return parsed.success ? ({ tipo, detalhe: parsed.data } as EventoLido) : null;
}

export type EventoLido = { [T in TipoEvento]: { tipo: T; detalhe: DetalheEvento<T> } }[TipoEvento];
