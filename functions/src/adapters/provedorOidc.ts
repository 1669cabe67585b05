import * as oidc from 'openid-client';
import type { ConfiguracaoGoogle } from '../kernel/environment';

/**
 * "Entrar com Google" through OpenID Connect (docs/adr/0073-google-sign-in-oidc.md), on
 * `openid-client`: authorisation code with PKCE (S256), state and nonce. The code exchange
 * verifies the ID token's issuer, audience, expiry and nonce, and (enableNonRepudiationChecks)
 * its signature with the provider's JWKS. Any provider speaking OIDC fits: Google in AWS, the
 * local runtime's stand-in (infra/local/provedorOidcLocal.ts) on a developer's machine.
 */
export interface PedidoDeAutorizacao {
  redirectUri: string;
  state: string;
  nonce: string;
  verificadorPkce: string;
}

/** What the login needs of a verified ID token. */
export interface IdentidadeOidc {
  sub: string;
  email: string | null;
  emailVerificado: boolean;
}

/** Why a callback failed: the provider refused (the person cancelled), the answer did not verify, or the provider was out of reach. */
export type MotivoFalhaOidc = 'recusado' | 'invalido' | 'indisponivel';

export class FalhaOidc extends Error {
  constructor(
    readonly motivo: MotivoFalhaOidc,
    causa: unknown,
  ) {
    super(`OIDC ${motivo}: ${causa instanceof Error ? causa.message : String(causa)}`);
    this.name = 'FalhaOidc';
  }
}

export interface ProvedorOidc {
  urlDeAutorizacao(pedido: PedidoDeAutorizacao): Promise<URL>;
  /** Exchanges the callback's code and verifies the ID token; throws FalhaOidc. */
  concluir(urlDeRetorno: URL, esperado: Omit<PedidoDeAutorizacao, 'redirectUri'>): Promise<IdentidadeOidc>;
}

const TIMEOUT_SEGUNDOS = 10;

/** Plain http only for a loopback issuer (the local stand-in); Google and any real provider are https. */
export function aceitaHttpInseguro(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** openid-client's errors, by what the person is told (services/loginGoogleService.ts). */
export function motivoDoErro(e: unknown): MotivoFalhaOidc {
  if (e instanceof oidc.AuthorizationResponseError) return 'recusado';
  if (e instanceof oidc.ResponseBodyError || e instanceof oidc.ClientError) return 'invalido';
  return 'indisponivel';
}

/**
 * The provider of this configuration, its discovery done once (the cold start keeps it; a failed
 * discovery is tried again on the next call). The secret is asked for when first needed.
 */
export function provedorOidc(cfg: ConfiguracaoGoogle, segredo: () => Promise<string>): ProvedorOidc {
  let configuracao: Promise<oidc.Configuration> | undefined;
  const configurar = (): Promise<oidc.Configuration> => {
    configuracao ??= (async () => {
      if (!cfg.clientId) throw new Error('GOOGLE_CLIENT_ID ausente');
      const c = await oidc.discovery(
        new URL(cfg.issuer),
        cfg.clientId,
        undefined,
        oidc.ClientSecretPost(await segredo()),
        {
          timeout: TIMEOUT_SEGUNDOS,
          execute: [
            oidc.enableNonRepudiationChecks,
            ...(aceitaHttpInseguro(cfg.issuer) ? [oidc.allowInsecureRequests] : []),
          ],
        },
      );
      c.timeout = TIMEOUT_SEGUNDOS;
      return c;
    })();
    configuracao.catch(() => (configuracao = undefined));
    return configuracao;
  };

  return {
    async urlDeAutorizacao(p) {
      let c: oidc.Configuration;
      try {
        c = await configurar();
      } catch (e) {
        throw new FalhaOidc('indisponivel', e);
      }
      return oidc.buildAuthorizationUrl(c, {
        redirect_uri: p.redirectUri,
        scope: 'openid email',
        response_type: 'code',
        state: p.state,
        nonce: p.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(p.verificadorPkce),
        code_challenge_method: 'S256',
      });
    },
    async concluir(urlDeRetorno, esperado) {
      try {
        const c = await configurar();
        const tokens = await oidc.authorizationCodeGrant(c, urlDeRetorno, {
          pkceCodeVerifier: esperado.verificadorPkce,
          expectedState: esperado.state,
          expectedNonce: esperado.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new oidc.ClientError('sem ID token');
        return {
          sub: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : null,
          // Google sends a boolean; some providers the string "true".
          emailVerificado: claims.email_verified === true || claims.email_verified === 'true',
        };
      } catch (e) {
        throw e instanceof FalhaOidc ? e : new FalhaOidc(motivoDoErro(e), e);
      }
    },
  };
}
