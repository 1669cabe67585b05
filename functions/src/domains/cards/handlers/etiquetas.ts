import { etiquetaCardSchema } from '@wf/shared/schemas/instancia';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import { desvincularEtiqueta, vincularEtiqueta } from '../services/etiquetasCardService';
import { respostasCard } from './respostas';

/** POST /api/instancia/etiquetas/inserir: 201 { mensagem, InstanciaEtiqueta }. */
export const inserirEtiquetaCard = rotaAutenticada({
  body: etiquetaCardSchema,
  handle: async (deps, { body, sessao }) =>
    criado(respostasCard.etiquetaVinculada(await vincularEtiqueta(deps, sessao, body.idInstancia, body.idEtiqueta))),
});

/** DELETE /api/instancia/etiquetas/excluir/{idInstancia}/{idEtiqueta}: { mensagem }. */
export const excluirEtiquetaCard = rotaAutenticada({
  params: ['idInstancia', 'idEtiqueta'],
  handle: async (deps, { params, sessao }) => {
    await desvincularEtiqueta(deps, sessao, params.idInstancia, params.idEtiqueta);
    return ok(respostasCard.etiquetaDesvinculada());
  },
});
