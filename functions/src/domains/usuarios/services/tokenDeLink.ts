import type { AppDeps } from '../../../kernel/deps';
import { emSegundos } from '../../../data/chaves';
import { criarTokenItem, type TipoToken } from '../../../data/repositories/tokenRepository';
import type { TransactItem } from '../../../data/transact';
import { gerarSegredo, hashDeSegredo } from '../../../lib/segredos';
import type { Usuario } from '../entities/usuario';

/**
 * A single-use token for a link e-mailed to the account's owner: the raw token goes in the link,
 * only its hash is stored, in the item the caller writes with the rest of its transaction.
 */
export function tokenDeLink(
  deps: AppDeps,
  usuario: Pick<Usuario, 'sigla' | 'id'>,
  tipo: TipoToken,
  agora: Date,
  validadeSegundos: number,
): { token: string; item: TransactItem } {
  const token = gerarSegredo();
  const item = criarTokenItem(deps, {
    hash: hashDeSegredo(token),
    tipo,
    sigla: usuario.sigla,
    usuarioId: usuario.id,
    criadoEm: agora.toISOString(),
    expiraEm: emSegundos(agora) + validadeSegundos,
  });
  return { token, item };
}
