import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { exportarConfiguracao } from '../services/configuracaoEtapaService';

/** GET /api/etapas/export-config-etapa/{idEtapa}: the stage configuration file (JSON). */
export const exportarConfigEtapa = rotaAutenticada({
  params: ['idEtapa'],
  handle: async (deps, { params, sessao }) => ok(await exportarConfiguracao(deps, sessao, params.idEtapa)),
});
