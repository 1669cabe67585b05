import { excluirEtiquetaSchema } from '@wf/shared/schemas/etiqueta';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { excluirEtiqueta as excluir } from '../services/etiquetaService';

/** POST /api/etiquetas/excluir: { mensagem }. */
export const excluirEtiqueta = rotaAutenticada({
  body: excluirEtiquetaSchema,
  handle: async (deps, { body, sessao }) => ok(await excluir(deps, sessao, body.idEtiqueta)),
});
