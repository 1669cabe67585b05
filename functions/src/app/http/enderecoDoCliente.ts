import { isIP } from 'node:net';
import { mesmoSegredo } from '../../lib/segredos';

/**
 * Behind CloudFront, API Gateway's `sourceIp` is the edge server's address, shared by many
 * people; login throttling keyed on it would let one stranger's failures stop them all. So the
 * distribution tells the API who the viewer is:
 * - a CloudFront Function on the /api behaviour overwrites `x-wf-endereco-cliente` with the
 *   viewer's address (whatever the client sent under that name is gone);
 * - the API origin adds `x-wf-origem-cdn` with a deploy-time secret, which the Lambda also gets in
 *   its environment (CDN_ORIGIN_SECRET).
 * A request sent straight to the execute-api endpoint lacks the secret, so its claimed address
 * is ignored and its own `sourceIp` counts. Without a secret configured (the local runtime,
 * where the socket's address is already the client's) the header is never read.
 */
export const CABECALHO_ENDERECO_CLIENTE = 'x-wf-endereco-cliente';
export const CABECALHO_SEGREDO_CDN = 'x-wf-origem-cdn';

export function enderecoDoCliente(
  headers: Readonly<Record<string, string | undefined>>,
  sourceIp: string,
  segredoDaCdn: string | undefined,
): string {
  const segredo = headers[CABECALHO_SEGREDO_CDN];
  const endereco = headers[CABECALHO_ENDERECO_CLIENTE]?.trim();
  if (!segredoDaCdn || segredo === undefined || !endereco) return sourceIp;
  if (!mesmoSegredo(segredo, segredoDaCdn)) return sourceIp;
  return isIP(endereco) ? endereco : sourceIp;
}
