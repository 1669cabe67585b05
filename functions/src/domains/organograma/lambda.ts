import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import {
  atualizarOrganogramaRota,
  buscarOrganogramaRota,
  buscarUsuariosOrgRota,
  desvincularUsuarioRota,
  excluirOrganogramaRota,
  inserirOrganogramaRota,
  vincularUsuarioRota,
} from './handlers/organograma';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/organograma/buscar-organograma': buscarOrganogramaRota,
  'POST /api/organograma/inserir-organograma': inserirOrganogramaRota,
  'PUT /api/organograma/atualizar-organograma': atualizarOrganogramaRota,
  'DELETE /api/organograma/excluir-organograma': excluirOrganogramaRota,
  'GET /api/organograma/buscar-usuarios/{idOrg}': buscarUsuariosOrgRota,
  'POST /api/organograma/vincular-usuario': vincularUsuarioRota,
  'DELETE /api/organograma/desvincular-usuario': desvincularUsuarioRota,
};

export const handler = httpLambda('organograma', rotas);
