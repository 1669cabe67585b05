import { importarConfigEtapaSchema, mensagensEtapa } from '@wf/shared/schemas/etapa';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { importarConfiguracao } from '../services/configuracaoEtapaService';

/** POST /api/etapas/import-config-etapa/{idEtapa}: { mensagem, Etapa }. */
export const importarConfigEtapa = rotaAutenticada({
  params: ['idEtapa'],
  body: importarConfigEtapaSchema,
  handle: async (deps, { body, params, sessao }) =>
    ok({
      mensagem: mensagensEtapa.importado,
      Etapa: await importarConfiguracao(deps, sessao, params.idEtapa, body.configEtapa),
    }),
});
