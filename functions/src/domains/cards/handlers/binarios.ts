import { idInstanciaQuery } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada, rotaPublica } from '../../../kernel/http/route';
import { binarioPublico, linkPublicoDoAnexo } from '../services/binarioPublicoService';

/** POST /api/instancia/anexos/link-publico/{idAnexo}?idInstancia=: { idBinario, publicHash } (created once). */
export const linkPublicoAnexo = rotaAutenticada({
  params: ['idAnexo'],
  query: idInstanciaQuery,
  handle: async (deps, { params, query, sessao }) =>
    ok(await linkPublicoDoAnexo(deps, sessao, query.idInstancia, params.idAnexo)),
});

/** GET /api/binarios/buscar/{idBinario}/{publicHash} (public): { Binario: { nomeArquivo, mimeType, tamanho, url } }. */
export const buscarBinarioPublico = rotaPublica({
  params: ['idBinario', 'publicHash'],
  handle: async (deps, { params }) => ok(await binarioPublico(deps, params.idBinario, params.publicHash)),
});
