import type { ServerResponse } from 'node:http';
import { mensagensEntrada } from '@wf/shared/constants/entrada';

/** The product's error body: `{ mensagem, tipo }`, `mensagem` in pt-BR for the person, `tipo` for code. */
export interface ErrorBody {
  mensagem: string;
  tipo: string;
}

export const ROTA_NAO_ENCONTRADA: ErrorBody = { mensagem: 'Rota não encontrada', tipo: 'RotaNaoEncontrada' };
export const ERRO_INTERNO: ErrorBody = { mensagem: 'Erro interno no servidor', tipo: 'ErroInterno' };
export const HOST_NAO_PERMITIDO: ErrorBody = {
  mensagem: 'Este servidor local só atende por localhost, 127.0.0.1 ou [::1], na porta dele.',
  tipo: 'HostNaoPermitido',
};
export const ORIGEM_NAO_PERMITIDA: ErrorBody = {
  mensagem: 'Requisição recusada: ela não partiu do próprio Workflow.',
  tipo: 'OrigemNaoPermitida',
};
export const PAYLOAD_MUITO_GRANDE: ErrorBody = { mensagem: mensagensEntrada.corpoGrande, tipo: 'PayloadMuitoGrande' };

export function sendJson(
  res: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(statusCode, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}
