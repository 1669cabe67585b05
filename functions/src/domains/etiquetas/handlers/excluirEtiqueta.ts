import { excluirEtiquetaSchema, mensagensEtiqueta } from '@wf/shared/schemas/etiqueta';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { excluirEtiqueta as excluir } from '../services/etiquetaService';

/** POST /api/etiquetas/excluir: { mensagem }. */
export const excluirEtiqueta = rotaAutenticada({
  body: excluirEtiquetaSchema,
  handle: async (deps, { body, sessao }) => {
    await excluir(deps, sessao, body.idEtiqueta);
    return ok({ mensagem: mensagensEtiqueta.excluida });
  },
});
