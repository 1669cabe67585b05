import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { MensagemServidor } from '@wf/shared/realtime';
import type { AppDeps } from '../app/deps';

export type ResultadoEnvio = 'enviado' | 'desconectado';

/** Any 410 means the same, whether or not the endpoint names the error GoneException. */
function conexaoSumiu(e: unknown): boolean {
  if (e instanceof GoneException) return true;
  const status = (e as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 410;
}

/**
 * Posts one JSON message to a socket through API Gateway's @connections API. A closed socket
 * answers 'desconectado' (the caller removes it); any other failure throws.
 */
export async function enviarParaConexao(
  deps: Pick<AppDeps, 'wsManagement'>,
  connectionId: string,
  dados: MensagemServidor,
): Promise<ResultadoEnvio> {
  if (!deps.wsManagement) throw new Error('Tempo real não configurado (defina WS_MANAGEMENT_ENDPOINT)');
  try {
    await deps.wsManagement.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(dados)) }),
    );
    return 'enviado';
  } catch (e) {
    if (conexaoSumiu(e)) return 'desconectado';
    throw e;
  }
}
