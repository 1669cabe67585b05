import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { prefixoTenant } from '../chaves';
import { atualizarERetornar, escrever, putItem, updateItem } from '../entidade';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Password-link e-mails sent to one address of a tenant (reset and repeated sign-up), counted in
 * a fixed window opened by the first one: pk `T#<SIGLA>#ENVIOS_LINK_SENHA#<email>`, sk `JANELA`.
 * expiraEm (epoch seconds) closes the window and is the TTL.
 */
export const envioLinkSenhaKeys = {
  pk: (sigla: string, email: string) => `${prefixoTenant(sigla)}#ENVIOS_LINK_SENHA#${email.toLowerCase()}`,
  sk: () => 'JANELA',
};

const contagemSchema = z.object({ envios: z.number().int() });
const ENTIDADE = 'ENVIOS_LINK_SENHA';

/** Counts one more e-mail atomically and answers the count in the window, this one included. */
export async function contarEnvioLinkSenha(
  deps: Deps,
  sigla: string,
  email: string,
  agoraSegundos: number,
  janelaSegundos: number,
): Promise<number> {
  const chave = { pk: envioLinkSenhaKeys.pk(sigla, email), sk: envioLinkSenhaKeys.sk() };
  const fimJanela = agoraSegundos + janelaSegundos;
  const contagem = await atualizarERetornar(
    deps,
    updateItem(
      deps,
      chave,
      { add: { envios: 1 }, setSeAusente: { expiraEm: fimJanela }, set: { entidade: ENTIDADE } },
      { expressao: 'attribute_not_exists(pk) OR expiraEm > :agora', valores: { ':agora': agoraSegundos } },
    ),
  );
  if (contagem) return contagemSchema.parse(contagem).envios;
  // The window closed (the item waits for its TTL): a new one starts with this e-mail.
  await escrever(deps, putItem(deps, { ...chave, entidade: ENTIDADE, envios: 1, expiraEm: fimJanela }));
  return 1;
}
