import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { AppDeps } from '../kernel/deps';
import { modeloOpenAi, type ModeloIa } from './modeloIa';

/**
 * The environment's model, built on first use and kept in the deps' slot. The key: OPENAI_API_KEY,
 * or in AWS the Secrets Manager secret named by OPENAI_API_KEY_SECRET_ARN (read once per cold
 * start, never logged). Without a key the local runtime points OPENAI_BASE_URL at its stand-in and
 * any key is accepted there.
 */
export async function modeloIaDoAmbiente(deps: Pick<AppDeps, 'modeloIa' | 'env'>): Promise<ModeloIa> {
  if (deps.modeloIa) return deps.modeloIa;
  const cfg = deps.env.ia;
  let chave = cfg.apiKey;
  if (!chave && cfg.apiKeySecretArn) {
    const r = await new SecretsManagerClient({ region: deps.env.region }).send(
      new GetSecretValueCommand({ SecretId: cfg.apiKeySecretArn }),
    );
    chave = r.SecretString?.trim();
  }
  deps.modeloIa = modeloOpenAi(cfg, chave || 'sem-chave');
  return deps.modeloIa;
}
