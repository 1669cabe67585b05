import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { AppDeps } from '../kernel/deps';
import { provedorOidc, type ProvedorOidc } from './provedorOidc';

/**
 * The environment's OpenID provider, built on first use and kept in the deps' slot. The client
 * secret: GOOGLE_CLIENT_SECRET, or in AWS the Secrets Manager secret GOOGLE_CLIENT_SECRET_ARN
 * names (read once per cold start, never logged).
 */
export function provedorOidcDoAmbiente(deps: Pick<AppDeps, 'provedorOidc' | 'env'>): ProvedorOidc {
  const cfg = deps.env.google;
  deps.provedorOidc ??= provedorOidc(cfg, async () => {
    if (cfg.clientSecret) return cfg.clientSecret;
    if (!cfg.clientSecretArn) throw new Error('GOOGLE_CLIENT_SECRET ausente');
    const r = await new SecretsManagerClient({ region: deps.env.region }).send(
      new GetSecretValueCommand({ SecretId: cfg.clientSecretArn }),
    );
    return r.SecretString?.trim() ?? '';
  });
  return deps.provedorOidc;
}
