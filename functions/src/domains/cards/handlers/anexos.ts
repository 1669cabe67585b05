import { idInstanciaQuery, solicitarUploadSchema } from '@wf/shared/schemas/instancia';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import { confirmarUpload, excluirAnexo, listarAnexos, solicitarUpload, urlDoAnexo } from '../services/anexoService';
import { respostasCard } from './respostas';

/** GET /api/instancia/anexos/buscar-por-instancia/{id}: { listaAnexos } (newest first, each with a download URL). */
export const buscarAnexos = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await listarAnexos(deps, sessao, params.id)),
});

/** POST /api/instancia/anexos/solicitar-upload/{idInstancia}: { idAnexo, uploadUrl } (400 type, 413 size). */
export const solicitarUploadAnexo = rotaAutenticada({
  params: ['idInstancia'],
  body: solicitarUploadSchema,
  handle: async (deps, { body, params, sessao }) => ok(await solicitarUpload(deps, sessao, params.idInstancia, body)),
});

/** POST /api/instancia/anexos/confirmar/{idAnexo}?idInstancia=: 201 { mensagem, Anexo }. */
export const confirmarUploadAnexo = rotaAutenticada({
  params: ['idAnexo'],
  query: idInstanciaQuery,
  handle: async (deps, { params, query, sessao }) =>
    criado(respostasCard.anexoIncluido(await confirmarUpload(deps, sessao, query.idInstancia, params.idAnexo))),
});

/** DELETE /api/instancia/anexos/excluir/{idAnexo}?idInstancia=: { mensagem }. */
export const excluirAnexoCard = rotaAutenticada({
  params: ['idAnexo'],
  query: idInstanciaQuery,
  handle: async (deps, { params, query, sessao }) => {
    await excluirAnexo(deps, sessao, query.idInstancia, params.idAnexo);
    return ok(respostasCard.anexoExcluido());
  },
});

/** GET /api/instancia/anexos/download/{idAnexo}?idInstancia=: { url } (presigned, downloads under the file's name). */
export const downloadAnexo = rotaAutenticada({
  params: ['idAnexo'],
  query: idInstanciaQuery,
  handle: async (deps, { params, query, sessao }) =>
    ok(await urlDoAnexo(deps, sessao, query.idInstancia, params.idAnexo)),
});
