/**
 * Where the local OpenID provider (provedorOidcLocal.ts) answers and the one client it knows:
 * apart from it so the handlers' environment (handlerEnvironment.ts) names them without loading
 * oidc-provider.
 */
export const PREFIXO_OIDC_LOCAL = '/_local/oidc';
export const CLIENTE_OIDC_LOCAL = { id: 'workflow-local', segredo: 'segredo-do-provedor-openid-local' } as const;

export const issuerOidcLocal = (baseUrl: string): string => `${baseUrl}${PREFIXO_OIDC_LOCAL}`;
