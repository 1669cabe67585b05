import { createHmac } from 'node:crypto';

/** Prefix of a Standard Webhooks secret (the base64 key follows). */
const PREFIXO_SEGREDO = 'whsec_';

/**
 * The Standard Webhooks v1 signature of one attempt: `v1,` + base64 of the HMAC-SHA256, keyed by
 * the secret's base64-decoded bytes, of `<webhook-id>.<unix seconds>.<body>`. Node's own crypto,
 * not the `standardwebhooks` package (12 KB with its SHA-256 and base64 in the bundles that
 * deliver webhooks); assinaturaWebhook.test.ts holds it equal to that package's `sign` and
 * verified by its `verify`, the code receivers run.
 */
export function assinarWebhook(segredo: string, idMensagem: string, quando: Date, corpo: string): string {
  const chave = Buffer.from(
    segredo.startsWith(PREFIXO_SEGREDO) ? segredo.slice(PREFIXO_SEGREDO.length) : segredo,
    'base64',
  );
  if (chave.length === 0) throw new Error("Secret can't be empty.");
  const assinatura = createHmac('sha256', chave)
    .update(`${idMensagem}.${Math.floor(quando.getTime() / 1000)}.${corpo}`, 'utf8')
    .digest('base64');
  return `v1,${assinatura}`;
}
