import { atualizarClienteSchema } from '@wf/shared/schemas/administracao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarConfiguracoesDoCliente } from '../services/atualizarClienteService';

const MENSAGEM_CLIENTE_ATUALIZADO = 'Configurações do ambiente atualizadas com sucesso!';

/** PUT /api/cliente/atualizar: the environment settings (/admin/ambiente), profile 2 only. */
export const atualizarCliente = rotaAutenticada({
  body: atualizarClienteSchema,
  handle: async (deps, { body, sessao }) =>
    ok({ mensagem: MENSAGEM_CLIENTE_ATUALIZADO, cliente: await atualizarConfiguracoesDoCliente(deps, sessao, body) }),
});
