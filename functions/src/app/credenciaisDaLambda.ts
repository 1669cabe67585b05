import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for @aws-sdk/credential-provider-node in the Lambda bundles only (an esbuild alias,
 * infra/cdk/lambdaBundling.ts). Lambda always hands a function its role's credentials in
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN, the first link of the SDK's
 * default chain; the other links (SSO, ini files, web identity, instance metadata, processes) never
 * run there, yet with their nested STS/SSO clients they were ~130 KB of every bundle. The local
 * runtime and the scripts run unbundled and keep the whole chain.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
