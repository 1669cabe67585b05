import {
  atualizarBaseDadosSchema,
  consultaBasesDadosSchema,
  inserirBaseDadosSchema,
  mensagensBaseDados,
} from '@wf/shared/schemas/baseDados';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import {
  abrirBaseDados,
  atualizarBaseDados,
  excluirBaseDados,
  inserirBaseDados,
  listarBasesDados,
} from '../services/baseDadosService';

/** GET /api/datasources/buscar: { listaDataSources } the person owns or is shared with. */
export const buscarBasesDados = rotaAutenticada({
  query: consultaBasesDadosSchema,
  handle: async (deps, { sessao }) => ok(await listarBasesDados(deps, sessao)),
});

/** GET /api/datasources/buscar/{id}: the DataSource with its owner, rights and record count. */
export const buscarBaseDados = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await abrirBaseDados(deps, sessao, params.id)),
});

/** POST /api/datasources/inserir: 201 { mensagem, data: { idDataSource } }. */
export const inserirBaseDadosRota = rotaAutenticada({
  body: inserirBaseDadosSchema,
  handle: async (deps, { body, sessao }) =>
    criado({ mensagem: mensagensBaseDados.criada, data: { idDataSource: await inserirBaseDados(deps, sessao, body) } }),
});

/** PUT /api/datasources/atualizar: { mensagem }. */
export const atualizarBaseDadosRota = rotaAutenticada({
  body: atualizarBaseDadosSchema,
  handle: async (deps, { body, sessao }) => {
    await atualizarBaseDados(deps, sessao, body);
    return ok({ mensagem: mensagensBaseDados.atualizada });
  },
});

/** DELETE /api/datasources/excluir/{id}: { mensagem } (owner only). */
export const excluirBaseDadosRota = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => {
    await excluirBaseDados(deps, sessao, params.id);
    return ok({ mensagem: mensagensBaseDados.excluida });
  },
});
