import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { atualizar } from './handlers/atualizar';
import { atualizarFormulario } from './handlers/atualizarFormulario';
import { atualizarOrdem } from './handlers/atualizarOrdem';
import { buscarHistorico } from './handlers/buscarHistorico';
import { buscarPorEtapa } from './handlers/buscarPorEtapa';
import { buscarDadosExecucao } from './handlers/buscarDadosExecucao';
import { buscarPorId } from './handlers/buscarPorId';
import { contadores } from './handlers/contadores';
import { copiarMoverEntreFluxos } from './handlers/copiarMoverEntreFluxos';
import { etapasAnteriores } from './handlers/etapasAnteriores';
import { excluir } from './handlers/excluir';
import { filtrar } from './handlers/filtrar';
import { inserir } from './handlers/inserir';
import { buscarJob } from './handlers/buscarJob';
import { mover } from './handlers/mover';
import { pesquisar } from './handlers/pesquisar';
import { ordenarNaEtapa } from './handlers/ordenarNaEtapa';
import { proximaSequencia } from './handlers/proximaSequencia';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/instancias/buscar-por-id/{id}': buscarPorId,
  'GET /api/instancias/buscar-json-execucao/{id}': buscarDadosExecucao,
  'GET /api/instancias/buscar-por-etapa/{idEtapa}': buscarPorEtapa,
  'GET /api/instancias/contadores/{idFluxo}': contadores,
  'GET /api/instancias/filtrar': filtrar,
  'GET /api/instancias/pesquisar': pesquisar,
  'GET /api/instancias/next-sequence-card/{idFluxo}': proximaSequencia,
  'POST /api/instancias/inserir': inserir,
  'PUT /api/instancias/atualizar/{id}': atualizar,
  'DELETE /api/instancias/excluir/{id}': excluir,
  'PATCH /api/instancias/mover': mover,
  'GET /api/instancias/jobs/{id}': buscarJob,
  'PUT /api/instancias/atualizar-ordem': atualizarOrdem,
  'PATCH /api/instancias/ordenar-na-etapa': ordenarNaEtapa,
  'POST /api/instancias/copiar-mover-entre-fluxos': copiarMoverEntreFluxos,
  'PUT /api/instancia/formulario/atualizar/{id}': atualizarFormulario,
  'GET /api/instancia/historico/buscar-por-instancia/{id}': buscarHistorico,
  'GET /api/instancia/formulario/etapas-anteriores/{id}': etapasAnteriores,
};

export const handler = httpLambda('instancias', rotas);
