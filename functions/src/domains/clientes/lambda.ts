import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { atualizarCliente } from './handlers/atualizarCliente';
import { buscarClienteDaSessao } from './handlers/buscarClienteDaSessao';
import { buscarClientePublico } from './handlers/buscarClientePublico';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/cliente/{customer}': buscarClientePublico,
  'GET /api/cliente': buscarClienteDaSessao,
  'PUT /api/cliente/atualizar': atualizarCliente,
};

export const handler = httpLambda('clientes', rotas);
