import { mensagensHome } from '@wf/shared/constants/home';
import {
  atividadesHomeSchema,
  cardsPorTileSchema,
  releaseVisualizadaSchema,
  resumoHomeSchema,
  tipoTileSchema,
} from '@wf/shared/schemas/home';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { validar } from '../../../kernel/zodErro';
import {
  atividadesHome,
  cardsPorTile,
  graficosHome,
  marcarReleaseVisualizada,
  resumoHome,
} from '../services/homeService';

/** GET /api/home?ignorarFluxosArquivados=S: the tiles' totals, the person's flows and the latest release. */
export const resumo = rotaAutenticada({
  query: resumoHomeSchema,
  handle: async (deps, { query, sessao }) => ok(await resumoHome(deps, sessao, query)),
});

/** GET /api/home/graficos/{idFluxo}?ignorarFluxosArquivados=S: { listaHistoricoCards, listaCardsPorResponsavel }. */
export const graficos = rotaAutenticada({
  params: ['idFluxo'],
  query: resumoHomeSchema,
  handle: async (deps, { params, query, sessao }) => ok(await graficosHome(deps, sessao, params.idFluxo, query)),
});

/** GET /api/home/cards-por-tipo/{tipoTile}?offset&count&cursor: { listaInstancias, proximoCursor }. */
export const cardsPorTipo = rotaAutenticada({
  params: ['tipoTile'],
  query: cardsPorTileSchema,
  handle: async (deps, { params, query, sessao }) =>
    ok(await cardsPorTile(deps, sessao, validar(tipoTileSchema, params.tipoTile), query)),
});

/** GET /api/home/atividades?offset&count=20&ignorarFluxosArquivados=S&cursor: { listaAtividades, proximoCursor }. */
export const atividades = rotaAutenticada({
  query: atividadesHomeSchema,
  handle: async (deps, { query, sessao }) => ok(await atividadesHome(deps, sessao, query)),
});

/** POST /api/home/ultima-release-visualizada { versao? }: { mensagem, versao }. */
export const ultimaReleaseVisualizada = rotaAutenticada({
  body: releaseVisualizadaSchema,
  handle: async (deps, { body, sessao }) =>
    ok({
      mensagem: mensagensHome.releaseVisualizada,
      versao: await marcarReleaseVisualizada(deps, sessao, body.versao),
    }),
});
