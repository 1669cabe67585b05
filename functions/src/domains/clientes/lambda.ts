import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../app/http/route';
import { atualizarCliente } from './handlers/atualizarCliente';
import { buscarClienteDaSessao } from './handlers/buscarClienteDaSessao';
import { buscarClientePublico } from './handlers/buscarClientePublico';
import { buscarSegredoWebhook, trocarSegredoWebhook } from './handlers/segredoWebhook';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/cliente/{customer}': buscarClientePublico,
  'GET /api/cliente': buscarClienteDaSessao,
  'PUT /api/cliente/atualizar': atualizarCliente,
  'GET /api/cliente/segredo-webhook': buscarSegredoWebhook,
  'POST /api/cliente/segredo-webhook/rotacionar': trocarSegredoWebhook,
};

export const handler = httpLambda('clientes', rotas);
