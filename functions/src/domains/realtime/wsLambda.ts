import middy from '@middy/core';
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { appDeps } from '../../kernel/deps';
import { sessaoDoHandshake, type Handshake } from '../../app/ws/sessaoDoHandshake';
import { abrirConexao, fecharConexao, tratarMensagem } from './services/conexaoService';

/** API Gateway's WebSocket event; $connect also carries the handshake's headers and query. */
type EventoWs = APIGatewayProxyWebsocketEventV2 & Handshake;
interface RespostaWs {
  statusCode: number;
}

function corpo(evento: EventoWs): string | undefined {
  if (!evento.body) return undefined;
  return evento.isBase64Encoded ? Buffer.from(evento.body, 'base64').toString('utf8') : evento.body;
}

/**
 * $connect, $disconnect and $default of the WebSocket API. A $connect without a valid session
 * answers 401, which makes API Gateway refuse the handshake.
 */
export const handler = middy<EventoWs, RespostaWs>().handler(async (evento) => {
  const deps = appDeps();
  const { routeKey, connectionId } = evento.requestContext;
  switch (routeKey) {
    case '$connect': {
      const sessao = await sessaoDoHandshake(deps, evento);
      if (!sessao || !(await abrirConexao(deps, connectionId, sessao))) return { statusCode: 401 };
      return { statusCode: 200 };
    }
    case '$disconnect':
      await fecharConexao(deps, connectionId);
      return { statusCode: 200 };
    default:
      await tratarMensagem(deps, connectionId, corpo(evento));
      return { statusCode: 200 };
  }
});
