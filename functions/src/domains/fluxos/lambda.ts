import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { atualizarFluxo } from './handlers/atualizarFluxo';
import { atualizarPropriedade } from './handlers/atualizarPropriedade';
import { atualizarPropriedadeNaSala } from './handlers/atualizarPropriedadeNaSala';
import { buscarAtividades } from './handlers/buscarAtividades';
import { buscarEtapasComInstancias } from './handlers/buscarEtapasComInstancias';
import { buscarFluxo } from './handlers/buscarFluxo';
import { buscarFluxos } from './handlers/buscarFluxos';
import { buscarMetricas } from './handlers/buscarMetricas';
import { buscarVariaveis } from './handlers/buscarVariaveis';
import { copiarFluxo } from './handlers/copiarFluxo';
import { dadosLinkPublico } from './handlers/dadosLinkPublico';
import { desmarcarFavorito } from './handlers/desmarcarFavorito';
import { emailsUsadosNoFluxo } from './handlers/emailsUsadosNoFluxo';
import { excluirFluxo } from './handlers/excluirFluxo';
import { inserirFluxo } from './handlers/inserirFluxo';
import { marcarFavorito } from './handlers/marcarFavorito';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/fluxos/buscar': buscarFluxos,
  'GET /api/fluxos/buscar/{id}': buscarFluxo,
  'GET /api/fluxos/buscar/etapas-com-instancias/{idFluxo}': buscarEtapasComInstancias,
  'GET /api/fluxos/emails-usados-no-fluxo/{idFluxo}': emailsUsadosNoFluxo,
  'GET /api/fluxos/atividades/{idFluxo}': buscarAtividades,
  'GET /api/fluxos/metricas/{idFluxo}': buscarMetricas,
  'GET /api/fluxos/variaveis/{idFluxo}/{keyCampo}': buscarVariaveis,
  'POST /api/fluxos/inserir': inserirFluxo,
  'PUT /api/fluxos/atualizar': atualizarFluxo,
  'POST /api/fluxos/copiar': copiarFluxo,
  'DELETE /api/fluxos/excluir/{id}': excluirFluxo,
  'POST /api/fluxos/marcar-favorito': marcarFavorito,
  'PATCH /api/fluxos/desmarcar-favorito/{id}': desmarcarFavorito,
  'POST /api/common/atualizar-propriedade/{id}': atualizarPropriedade,
  'POST /api/common/socket/atualizar-propriedade/{id}': atualizarPropriedadeNaSala,
  'GET /api/fluxos/dados-link-publico/{customer}/{hash}': dadosLinkPublico,
};

export const handler = httpLambda('fluxos', rotas);
