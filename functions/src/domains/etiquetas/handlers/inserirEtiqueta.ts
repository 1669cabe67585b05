import { inserirEtiquetaSchema, mensagensEtiqueta } from '@wf/shared/schemas/etiqueta';
import { criado, rotaAutenticada } from '../../../kernel/http/route';
import { inserirEtiqueta as inserir } from '../services/etiquetaService';

/** POST /api/etiquetas/inserir: 201 { mensagem, Etiqueta }. */
export const inserirEtiqueta = rotaAutenticada({
  body: inserirEtiquetaSchema,
  handle: async (deps, { body, sessao }) =>
    criado({ mensagem: mensagensEtiqueta.criada, Etiqueta: await inserir(deps, sessao, body) }),
});
