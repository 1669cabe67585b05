import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { buscarMinhaConta as buscar } from '../services/minhaContaService';

/** GET /api/usuario/buscar */
export const buscarMinhaConta = rotaAutenticada({
  handle: async (deps, { sessao }) => ok(await buscar(deps, sessao)),
});
