import { ok, rotaPublica } from '../../../kernel/http/route';
import { documentoOpenApi, type DocumentoOpenApi } from '../openapi/documentoOpenApi';
import { operacoesApi } from '../operacoes/index';

/** The document depends on the code and APP_URL alone: built once per Lambda instance. */
let documento: DocumentoOpenApi | undefined;

/**
 * GET /api/v1/openapi.json: public (the manual and integrators read it before having a token)
 * and cacheable for a few minutes (it changes only with a deploy).
 */
export const buscarDocumentoOpenApi = rotaPublica({
  handle: async (deps) => {
    documento ??= documentoOpenApi(operacoesApi, { servidor: deps.env.appUrl });
    return { ...ok(documento), cabecalhos: { 'cache-control': 'public, max-age=300' } };
  },
});
