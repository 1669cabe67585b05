import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { SignatureV4 } from '@smithy/signature-v4';
import type { MensagemServidor } from '@wf/shared/realtime';
import type { AppDeps } from '../kernel/deps';

export type ResultadoEnvio = 'enviado' | 'desconectado';

/** A message as PostToConnection carries it: serialized once, then posted to every socket of a room. */
export const codificarMensagem = (dados: MensagemServidor): Uint8Array =>
  new TextEncoder().encode(JSON.stringify(dados));

/** Any 410 means the same, whether or not the endpoint names the error GoneException. */
function conexaoSumiu(e: unknown): boolean {
  if (e instanceof GoneException) return true;
  const status = (e as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 410;
}

/**
 * What a post does not need of the SDK's default stack: the user agent and recursion-detection
 * headers and the per-call logger. A room's fan-out makes hundreds of posts per event, and these
 * three were ~15% of a post's CPU (measured in a loop of posts); the fan-out's Lambda bills that
 * CPU as duration. Signing, retries and error parsing stay as they are.
 */
/** The signing name of API Gateway's management API (the SDK's default for this client). */
const SERVICO_DE_ASSINATURA = 'execute-api';

export const MIDDLEWARES_DISPENSADOS = [
  'getUserAgentMiddleware',
  'recursionDetectionMiddleware',
  'loggerMiddleware',
] as const;

/**
 * The @connections client, created on first use; undefined when no WebSocket API is configured.
 * Only the functions that talk to sockets import this module, so only they bundle the client.
 * cacheMiddleware: a room's fan-out sends the one command hundreds of times, and the SDK would
 * otherwise rebuild its middleware stack for every post (a quarter of a post's CPU, profiled).
 * endpointProvider: the endpoint is the WebSocket API's own URL, so the SDK's endpoint rules (run
 * for every call) would only answer it again.
 * signer: with a custom endpoint the SDK builds a new SigV4 signer for every call, so its cache of
 * derived signing keys never serves (four HMACs and a copy of the whole config per post, ~10% of
 * a post's CPU in a loop of posts). One signer per client, on the client's own credentials
 * provider and hash: the key is still derived again when the day, region or credentials change.
 */
export function clienteGerenciamentoWs(
  deps: Pick<AppDeps, 'wsManagement' | 'env'>,
): ApiGatewayManagementApiClient | undefined {
  const endpoint = deps.env.wsManagementEndpoint;
  if (endpoint && !deps.wsManagement) {
    const url = new URL(endpoint);
    const region = deps.env.region;
    let assinador: SignatureV4 | undefined;
    const cliente: ApiGatewayManagementApiClient = new ApiGatewayManagementApiClient({
      region,
      endpoint,
      cacheMiddleware: true,
      endpointProvider: () => ({ url }),
      signer: async () =>
        (assinador ??= new SignatureV4({
          credentials: cliente.config.credentials,
          region,
          service: SERVICO_DE_ASSINATURA,
          sha256: cliente.config.sha256,
          uriEscapePath: true,
        })),
    });
    for (const nome of MIDDLEWARES_DISPENSADOS) cliente.middlewareStack.remove(nome);
    deps.wsManagement = cliente;
  }
  return deps.wsManagement;
}

/**
 * Posts one JSON message (or one codificarMensagem already encoded) to a socket through API
 * Gateway's @connections API. A closed socket answers 'desconectado' (the caller removes it); any
 * other failure throws.
 */
export async function enviarParaConexao(
  deps: Pick<AppDeps, 'wsManagement' | 'env'>,
  connectionId: string,
  dados: MensagemServidor | Uint8Array,
): Promise<ResultadoEnvio> {
  const cliente = clienteGerenciamentoWs(deps);
  if (!cliente) throw new Error('Tempo real não configurado (defina WS_MANAGEMENT_ENDPOINT)');
  try {
    await cliente.send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: dados instanceof Uint8Array ? dados : codificarMensagem(dados),
      }),
    );
    return 'enviado';
  } catch (e) {
    if (conexaoSumiu(e)) return 'desconectado';
    throw e;
  }
}

/**
 * Closes a socket through @connections (DELETE): API Gateway ends it and then runs $disconnect.
 * A socket already gone answers 'desconectado', so closing twice is harmless; any other failure
 * throws (the caller's event is tried again).
 */
export async function desligarConexao(
  deps: Pick<AppDeps, 'wsManagement' | 'env'>,
  connectionId: string,
): Promise<ResultadoEnvio> {
  const cliente = clienteGerenciamentoWs(deps);
  if (!cliente) throw new Error('Tempo real não configurado (defina WS_MANAGEMENT_ENDPOINT)');
  try {
    await cliente.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    return 'enviado';
  } catch (e) {
    if (conexaoSumiu(e)) return 'desconectado';
    throw e;
  }
}
