import { atualizarClienteSchema } from '@wf/shared/schemas/administracao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarConfiguracoesDoCliente } from '../services/atualizarClienteService';

/** PUT /api/cliente/atualizar: the environment settings (/admin/ambiente), profile 2 only. */
export const atualizarCliente = rotaAutenticada({
  body: atualizarClienteSchema,
  handle: async (deps, { body, sessao }) => ok(await atualizarConfiguracoesDoCliente(deps, sessao, body)),
});
