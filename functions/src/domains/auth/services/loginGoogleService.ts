import type { FalhaLoginGoogle } from '@wf/shared/constants/google';
import type { InicioLoginGoogle, RetornoLoginGoogle } from '@wf/shared/schemas/auth';
import { FalhaOidc, type MotivoFalhaOidc } from '../../../adapters/provedorOidc';
import { provedorOidcDoAmbiente } from '../../../adapters/provedorOidcDoAmbiente';
import { emSegundos } from '../../../data/chaves';
import { consumirTentativaGoogle, gravarTentativaGoogle } from '../../../data/repositories/tentativaGoogleRepository';
import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import type { SessaoAberta } from '../../../kernel/novaSessao';
import { gerarSegredo, hashDeSegredo, mesmoSegredo } from '../../../lib/segredos';
import { exigirClienteAtivo, googleSignInLigado, SIGLA_PADRAO, type Cliente } from '../../clientes';
import { contaDoLoginGoogle } from '../../usuarios';
import {
  destinoAposLoginGoogle,
  estadoDoLogin,
  redirectUriGoogle,
  siglaDoEstado,
  urlDeFalhaGoogle,
  VALIDADE_TENTATIVA_GOOGLE_SEGUNDOS,
  type DestinoDoLogin,
} from '../entities/loginGoogle';
import { abrirSessao } from './sessaoService';

/** Where the browser goes next; `estado` is set when an attempt started (its cookie is written). */
export type Desfecho =
  | { tipo: 'provedor'; url: string; estado: string }
  | { tipo: 'sessao'; url: string; sessao: SessaoAberta }
  | { tipo: 'falha'; url: string; falha: FalhaLoginGoogle };

const falhou = (deps: AppDeps, sigla: string, falha: FalhaLoginGoogle, d?: DestinoDoLogin): Desfecho => ({
  tipo: 'falha',
  url: urlDeFalhaGoogle(deps.env.appUrl, sigla, falha, d),
  falha,
});

/** The tenant, if it exists, is active and offers Google sign-in; null otherwise. */
async function clienteComGoogle(deps: AppDeps, sigla: string): Promise<Cliente | null> {
  try {
    const cliente = await exigirClienteAtivo(deps, sigla);
    return googleSignInLigado(cliente, deps.env.googleSignInConfigurado) ? cliente : null;
  } catch (e) {
    if (e instanceof ErroDominio) return null;
    throw e;
  }
}

/**
 * GET /api/auth/google: records the attempt (state's hash, nonce, PKCE verifier, the card asked
 * for) and sends the browser to the provider. A tenant without Google sign-in goes back to its
 * login page with the reason.
 */
export async function iniciarLoginGoogle(deps: AppDeps, q: InicioLoginGoogle): Promise<Desfecho> {
  const sigla = q.cliente.toUpperCase();
  const destino = { fluxo: q.fluxo, card: q.card };
  if (!(await clienteComGoogle(deps, sigla))) return falhou(deps, sigla, 'indisponivel', destino);

  const agora = deps.clock();
  const estado = estadoDoLogin(sigla, gerarSegredo());
  const nonce = gerarSegredo();
  const verificadorPkce = gerarSegredo();
  let url: URL;
  try {
    url = await provedorOidcDoAmbiente(deps).urlDeAutorizacao({
      redirectUri: redirectUriGoogle(deps.env.appUrl),
      state: estado,
      nonce,
      verificadorPkce,
    });
  } catch (e) {
    if (e instanceof FalhaOidc) return falhou(deps, sigla, 'provedor', destino);
    throw e;
  }
  await gravarTentativaGoogle(deps, {
    sigla,
    hashEstado: hashDeSegredo(estado),
    nonce,
    verificadorPkce,
    fluxo: q.fluxo && q.card ? q.fluxo : null,
    card: q.fluxo && q.card ? q.card : null,
    criadaEm: agora.toISOString(),
    expiraEm: emSegundos(agora) + VALIDADE_TENTATIVA_GOOGLE_SEGUNDOS,
  });
  return { tipo: 'provedor', url: url.href, estado };
}

const FALHA_DO_PROVEDOR: Record<MotivoFalhaOidc, FalhaLoginGoogle> = {
  recusado: 'provedor',
  indisponivel: 'provedor',
  invalido: 'tentativaInvalida',
};

/** The callback's own address with what the provider sent, as openid-client checks it. */
function urlDeRetorno(appUrl: string, q: RetornoLoginGoogle): URL {
  const url = new URL(redirectUriGoogle(appUrl));
  for (const [nome, valor] of Object.entries(q)) if (typeof valor === 'string') url.searchParams.set(nome, valor);
  return url;
}

/**
 * GET /api/auth/google/callback. In order: the state names a tenant and is the one this
 * browser's cookie carries; its attempt exists, is unexpired and is consumed now (a replay finds
 * nothing); the tenant still offers Google; the provider's answer verifies (code exchanged with
 * the PKCE verifier; ID token's signature, issuer, audience, expiry, nonce); Google verified the
 * e-mail; the e-mail is an active account of this tenant or a pending invitation. Only then is a
 * session opened, the same as a password login's. Every failure opens none.
 */
export async function concluirLoginGoogle(
  deps: AppDeps,
  q: RetornoLoginGoogle,
  estadoDoCookie: string | undefined,
): Promise<Desfecho> {
  const sigla = siglaDoEstado(q.state);
  if (!sigla || !q.state) return falhou(deps, siglaDoEstado(estadoDoCookie) ?? SIGLA_PADRAO, 'tentativaInvalida');
  if (!estadoDoCookie || !mesmoSegredo(q.state, estadoDoCookie)) return falhou(deps, sigla, 'tentativaInvalida');

  const tentativa = await consumirTentativaGoogle(deps, sigla, hashDeSegredo(q.state), emSegundos(deps.clock()));
  if (!tentativa) return falhou(deps, sigla, 'tentativaInvalida');
  const destino = { fluxo: tentativa.fluxo, card: tentativa.card };
  if (!(await clienteComGoogle(deps, sigla))) return falhou(deps, sigla, 'indisponivel', destino);

  let identidade;
  try {
    identidade = await provedorOidcDoAmbiente(deps).concluir(urlDeRetorno(deps.env.appUrl, q), {
      state: q.state,
      nonce: tentativa.nonce,
      verificadorPkce: tentativa.verificadorPkce,
    });
  } catch (e) {
    if (e instanceof FalhaOidc) return falhou(deps, sigla, FALHA_DO_PROVEDOR[e.motivo], destino);
    throw e;
  }
  if (!identidade.email || !identidade.emailVerificado) return falhou(deps, sigla, 'emailNaoVerificado', destino);

  const conta = await contaDoLoginGoogle(deps, sigla, identidade.email);
  if ('recusa' in conta) return falhou(deps, sigla, conta.recusa, destino);
  const sessao = await abrirSessao(deps, conta.usuario);
  return { tipo: 'sessao', url: destinoAposLoginGoogle(deps.env.appUrl, destino), sessao };
}
