import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { prefixoTenant } from '../chaves';
import { entidade } from '../entidade';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The tenant's webhook signing secret: pk `T#<SIGLA>`, sk `SEGREDOWEBHOOK` (beside the tenant
 * item, read by its full key). Stored encrypted (lib/cifraSegredos.ts), never in clear. After a
 * rotation the previous secret is kept, encrypted too, until `anteriorValidoAte`: deliveries sign
 * with both meanwhile, so a receiver not yet switched keeps verifying.
 */
export const segredoWebhookKeys = {
  pk: (sigla: string) => prefixoTenant(sigla),
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
const chave = (sigla: string) => ({ pk: segredoWebhookKeys.pk(sigla), sk: segredoWebhookKeys.sk() });

export const buscarSegredoWebhook = (deps: Deps, sigla: string): Promise<SegredoWebhookArmazenado | null> =>
  segredo.buscar(deps, chave(sigla), { consistente: true });

/** The first secret of a tenant; refused when one exists (two first reads at once keep one). */
export const criarSegredoWebhookItem = (deps: Deps, sigla: string, s: SegredoWebhookArmazenado): TransactItem =>
  segredo.inserir(deps, chave(sigla), s);

/** A rotation: replaces the secret only if it is still the one the rotation read. */
export const rotacionarSegredoWebhookItem = (deps: Deps, sigla: string, s: SegredoWebhookArmazenado, cifradoLido: string): TransactItem =>
  segredo.gravar(deps, chave(sigla), s, { iguais: { cifrado: cifradoLido } });
