import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { entidade } from '../entidade';
import type { TransactItem } from '../transact';
import { regraKeys } from './regraChaves';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * A rule's webhook signing secret: pk `T#<SIGLA>#REGRA#<idRegra>` (the rule's partition), sk
 * `SEGREDOWEBHOOK`; deleted in the rule's own deletion transaction. One secret per rule, so a
 * receiver trusts only the rule configured for it (a tenant-wide secret let anyone who could
 * write a rule obtain a valid signature over a body and URL of their choice). Stored encrypted
 * (lib/cifraSegredos.ts), never in clear. After a rotation the previous secret is kept, encrypted
 * too, until `anteriorValidoAte`: deliveries sign with both meanwhile.
 */
export const segredoWebhookKeys = {
  pk: (sigla: string, idRegra: string) => regraKeys.pk(sigla, idRegra),
  sk: () => 'SEGREDOWEBHOOK',
};

export const segredoWebhookSchema = z.object({
  cifrado: z.string(),
  criadoEm: z.string(),
  anteriorCifrado: z.string().nullable().default(null),
  anteriorValidoAte: z.string().nullable().default(null),
});
export type SegredoWebhookArmazenado = z.infer<typeof segredoWebhookSchema>;

const segredo = entidade('SEGREDO_WEBHOOK', segredoWebhookSchema);
const chave = (sigla: string, idRegra: string) => ({
  pk: segredoWebhookKeys.pk(sigla, idRegra),
  sk: segredoWebhookKeys.sk(),
});

export const buscarSegredoWebhook = (
  deps: Deps,
  sigla: string,
  idRegra: string,
): Promise<SegredoWebhookArmazenado | null> => segredo.buscar(deps, chave(sigla, idRegra), { consistente: true });

/** The first secret of a rule; refused when one exists (two first uses at once keep one). */
export const criarSegredoWebhookItem = (
  deps: Deps,
  sigla: string,
  idRegra: string,
  s: SegredoWebhookArmazenado,
): TransactItem => segredo.inserir(deps, chave(sigla, idRegra), s);

/** A rotation: replaces the secret only if it is still the one the rotation read. */
export const rotacionarSegredoWebhookItem = (
  deps: Deps,
  sigla: string,
  idRegra: string,
  s: SegredoWebhookArmazenado,
  cifradoLido: string,
): TransactItem => segredo.gravar(deps, chave(sigla, idRegra), s, { iguais: { cifrado: cifradoLido } });

/** Part of the rule's deletion (absent or not). */
export const excluirSegredoWebhookItem = (deps: Deps, sigla: string, idRegra: string): TransactItem =>
  segredo.excluir(deps, chave(sigla, idRegra));
