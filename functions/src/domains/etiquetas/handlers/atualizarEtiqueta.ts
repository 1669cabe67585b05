import { atualizarEtiquetaSchema, mensagensEtiqueta } from '@wf/shared/schemas/etiqueta';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarEtiqueta as atualizar } from '../services/etiquetaService';

/** PUT /api/etiquetas/atualizar: { mensagem, Etiqueta }. */
export const atualizarEtiqueta = rotaAutenticada({
  body: atualizarEtiquetaSchema,
  handle: async (deps, { body, sessao }) =>
    ok({ mensagem: mensagensEtiqueta.atualizada, Etiqueta: await atualizar(deps, sessao, body) }),
});
