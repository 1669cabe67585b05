import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { buscarClienteDaSessao as buscar } from '../services/clienteService';

/** GET /api/cliente: the session's own tenant, with its settings. */
export const buscarClienteDaSessao = rotaAutenticada({
  handle: async (deps, { sessao }) => ok(await buscar(deps, sessao)),
});
