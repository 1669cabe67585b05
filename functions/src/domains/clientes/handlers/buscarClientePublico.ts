import { ok, rotaPublica } from '../../../kernel/http/route';
import { buscarClientePublico as buscar } from '../services/clienteService';

/** GET /api/cliente/{customer}: what the login and sign-up screens need to know of a tenant. */
export const buscarClientePublico = rotaPublica({
  params: ['customer'],
  handle: async (deps, { params }) => ok(await buscar(deps, params.customer)),
});
