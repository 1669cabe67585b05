import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { prefixoTenant } from '../chaves';
import { entidade, escrever } from '../entidade';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * A Google sign-in under way (docs/adr/0073-google-sign-in-oidc.md): pk
 * `T#<SIGLA>#GOOGLE#<sha256 of the state>`, sk `TENTATIVA`. It keeps the nonce and the PKCE
 * verifier server-side, for minutes (expiraEm is the table's TTL, and is checked on use); the
 * callback consumes it with a conditional Delete, so a state is good for one callback only.
 */
export const tentativaGoogleKeys = {
  pk: (sigla: string, hashEstado: string) => `${prefixoTenant(sigla)}#GOOGLE#${hashEstado}`,
  sk: () => 'TENTATIVA',
};

export const tentativaGoogleSchema = z.object({
  sigla: z.string(),
  hashEstado: z.string(),
  nonce: z.string(),
  verificadorPkce: z.string(),
  /** Where to go after the login: a flow's card, or home. */
  fluxo: z.string().nullable(),
  card: z.string().nullable(),
  criadaEm: z.string(),
  expiraEm: z.number().int(),
});
export type TentativaGoogle = z.infer<typeof tentativaGoogleSchema>;

const tentativa = entidade('TENTATIVA_GOOGLE', tentativaGoogleSchema);
const chave = (sigla: string, hashEstado: string) => ({
  pk: tentativaGoogleKeys.pk(sigla, hashEstado),
  sk: tentativaGoogleKeys.sk(),
});

export async function gravarTentativaGoogle(deps: Deps, t: TentativaGoogle): Promise<void> {
  await escrever(deps, tentativa.inserir(deps, chave(t.sigla, t.hashEstado), t));
}

/**
 * Reads and deletes the attempt in one go: null when it is unknown, already used (a replayed
 * state; the conditional Delete lost) or expired at `agoraSegundos`.
 */
export async function consumirTentativaGoogle(
  deps: Deps,
  sigla: string,
  hashEstado: string,
  agoraSegundos: number,
): Promise<TentativaGoogle | null> {
  const achada = await tentativa.buscar(deps, chave(sigla, hashEstado), { consistente: true });
  if (!achada) return null;
  const consumida = await escrever(
    deps,
    tentativa.excluir(deps, chave(sigla, hashEstado), {
      existe: true,
      expressao: 'expiraEm > :agora',
      valores: { ':agora': agoraSegundos },
    }),
  );
  return consumida ? achada : null;
}
