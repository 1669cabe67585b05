import { httpLambda } from '../../app/http/httpLambda';
import { atualizarCliente } from './handlers/atualizarCliente';
import { buscarClienteDaSessao } from './handlers/buscarClienteDaSessao';
import { buscarClientePublico } from './handlers/buscarClientePublico';

export const handler = httpLambda('clientes', {
  'GET /api/cliente/{customer}': buscarClientePublico,
  'GET /api/cliente': buscarClienteDaSessao,
  'PUT /api/cliente/atualizar': atualizarCliente,
});
