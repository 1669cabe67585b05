import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarTokenApi, gravarFichas } from '../../../data/repositories/tokenApiRepository';
import { buscarUsuario } from '../../../data/repositories/usuarioRepository';
import { hashDeSegredo } from '../../../lib/segredos';
import { aceitaTokenApi } from '../../usuarios';
import { cabecalhosDeLimite, consumirFicha } from '../entities/baldeDeFichas';
import { erroApi } from '../erros';

/** `<SIGLA>.<random base64url>`, as My account issues it; anything else is refused unread. */
const FORMATO_TOKEN = /^([A-Za-z0-9_-]{1,30})\.[A-Za-z0-9_-]{16,200}$/;

/** Races on one token's bucket are retried this many times before the call is refused. */
const TENTATIVAS_BALDE = 5;

export interface AcessoPorToken {
  sessao: Sessao;
  /** RateLimit headers for the answer. */
  cabecalhos: Record<string, string>;
}

/**
 * The caller of a public-API request: the account whose token the `token` header carries, acting
 * in the token's tenant only. Every call re-reads the account, so a token stops at once when API
 * access is switched off, the token is rotated or the account is deactivated. Then one call is
 * taken from the token's bucket (429 with Retry-After when it is empty).
 */
export async function acessoPorToken(deps: AppDeps, token: string | undefined): Promise<AcessoPorToken> {
  const formato = token ? FORMATO_TOKEN.exec(token) : null;
  if (!token || !formato) throw erroApi.tokenInvalido();
  const sigla = formato[1].toUpperCase();
  const hash = hashDeSegredo(token);
  let registro = await buscarTokenApi(deps, sigla, hash);
  if (!registro || registro.sigla !== sigla) throw erroApi.tokenInvalido();
  const usuario = await buscarUsuario(deps, sigla, registro.usuarioId);
  if (!usuario || !aceitaTokenApi(usuario, hash)) throw erroApi.tokenInvalido();
  const sessao: Sessao = {
    sigla,
    usuarioId: usuario.id,
    email: usuario.email,
    perfilUsuario: usuario.perfilUsuario,
    sessaoId: `api:${hash.slice(0, 16)}`,
  };

  for (let i = 0; i < TENTATIVAS_BALDE; i++) {
    const agora = deps.clock().getTime();
    const consumo = consumirFicha(registro, agora);
    const cabecalhos = cabecalhosDeLimite(consumo);
    if (!consumo.permitido) throw erroApi.limiteExcedido(consumo.esperaSegundos, cabecalhos);
    if (await gravarFichas(deps, sigla, hash, registro.fichasEm, { fichas: consumo.fichas, fichasEm: agora })) {
      return { sessao, cabecalhos };
    }
    registro = await buscarTokenApi(deps, sigla, hash);
    if (!registro) throw erroApi.tokenInvalido();
  }
  // Still racing after several tries: this token is being hammered; slow it down.
  const vazio = consumirFicha({ fichas: 0, fichasEm: deps.clock().getTime() }, deps.clock().getTime());
  throw erroApi.limiteExcedido(vazio.esperaSegundos, cabecalhosDeLimite(vazio));
}
