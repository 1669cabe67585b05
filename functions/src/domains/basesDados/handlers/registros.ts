import {
  consultaOpcoesSchema,
  consultaRegistrosSchema,
  mensagensBaseDados,
  registroSchema,
} from '@wf/shared/schemas/baseDados';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import {
  atualizarRegistro,
  buscarOpcoes,
  criarRegistro,
  excluirRegistro,
  listarRegistros,
} from '../services/registroService';

/** GET /api/datasources/{id}/registros: { registros, proximoCursor, total }. */
export const listarRegistrosRota = rotaAutenticada({
  params: ['id'],
  query: consultaRegistrosSchema,
  handle: async (deps, { params, query, sessao }) => ok(await listarRegistros(deps, sessao, params.id, query)),
});

/** POST /api/datasources/{id}/registros: 201 { mensagem, registro }. */
export const criarRegistroRota = rotaAutenticada({
  params: ['id'],
  body: registroSchema,
  handle: async (deps, { params, body, sessao }) =>
    criado({
      mensagem: mensagensBaseDados.registroCriado,
      registro: await criarRegistro(deps, sessao, params.id, body.valores),
    }),
});

/** PUT /api/datasources/{id}/registros/{idRegistro}: { mensagem, registro }. */
export const atualizarRegistroRota = rotaAutenticada({
  params: ['id', 'idRegistro'],
  body: registroSchema,
  handle: async (deps, { params, body, sessao }) =>
    ok({
      mensagem: mensagensBaseDados.registroAtualizado,
      registro: await atualizarRegistro(deps, sessao, params.id, params.idRegistro, body.valores),
    }),
});

/** DELETE /api/datasources/{id}/registros/{idRegistro}: { mensagem }. */
export const excluirRegistroRota = rotaAutenticada({
  params: ['id', 'idRegistro'],
  handle: async (deps, { params, sessao }) => {
    await excluirRegistro(deps, sessao, params.id, params.idRegistro);
    return ok({ mensagem: mensagensBaseDados.registroExcluido });
  },
});

/**
 * GET /api/datasources/{id}/opcoes?coluna&busca&idEtapa&campo&cursor: { opcoes, proximoCursor } of a combo field (the
 * base's editors, or a person naming the field of a form he may fill).
 */
export const buscarOpcoesRota = rotaAutenticada({
  params: ['id'],
  query: consultaOpcoesSchema,
  handle: async (deps, { params, query, sessao }) =>
    ok(
      await buscarOpcoes(
        deps,
        sessao,
        params.id,
        query.coluna,
        query.busca,
        {
          idEtapa: query.idEtapa,
          campo: query.campo,
        },
        query.cursor,
      ),
    ),
});
