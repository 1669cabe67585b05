import type * as z from 'zod';
import type { HttpLambdaName } from './lambdas';
import { parametrosDeRota } from '../kernel/parametrosDeRota';

// What a Lambda needs of the table at run time lives in parametrosDeRota.ts (re-exported here):
// the table itself stays out of the bundles, each Lambda matching its own routes (httpLambda.ts).
export {
  esquemaDeParametros,
  parametrosDeRota,
  parametrosDoCaminho,
  routeKey,
  type NomeParametro,
} from '../kernel/parametrosDeRota';

/**
 * The route table: the single source of truth for the HTTP API. The CDK stack and the embedded
 * runtime's gateway serve it through a few proxy routes derived from it (routeGroups.ts), and
 * each domain Lambda finds the request's entry in it by method and path (http/httpLambda.ts).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path template, e.g. /api/cliente/{customer}. */
  path: string;
  lambda: HttpLambdaName;
  /**
   * 'publica': no session needed (tenant named by tokenCliente or the path); 'token': the public
   * API (/api/v1), the caller named by the `token` header.
   */
  acesso: 'publica' | 'sessao' | 'token';
  /**
   * Another site sends browsers here (an OpenID provider's redirect back): the route is exempt
   * from the origin / fetch-metadata guard (app/http/origem.ts). Only the Google callback.
   */
  navegacaoDeOutroSite?: true;
}

export const routes = [
  { method: 'GET', path: '/api/cliente/{customer}', lambda: 'clientes', acesso: 'publica' },
  { method: 'GET', path: '/api/cliente', lambda: 'clientes', acesso: 'sessao' },
  { method: 'PUT', path: '/api/cliente/atualizar', lambda: 'clientes', acesso: 'sessao' },

  { method: 'POST', path: '/api/auth/local', lambda: 'auth', acesso: 'publica' },
  { method: 'GET', path: '/api/auth/verify-login', lambda: 'auth', acesso: 'sessao' },
  { method: 'GET', path: '/api/auth/refresh-user-token', lambda: 'auth', acesso: 'sessao' },
  { method: 'POST', path: '/api/auth/logout', lambda: 'auth', acesso: 'publica' },
  { method: 'POST', path: '/api/auth/alternar-ambiente', lambda: 'auth', acesso: 'sessao' },
  { method: 'GET', path: '/api/auth/google', lambda: 'auth', acesso: 'publica' },
  {
    method: 'GET',
    path: '/api/auth/google/callback',
    lambda: 'auth',
    acesso: 'publica',
    navegacaoDeOutroSite: true,
  },

  { method: 'POST', path: '/api/usuario/inserir', lambda: 'usuarios', acesso: 'publica' },
  { method: 'PATCH', path: '/api/usuario/ativarusuario', lambda: 'usuarios', acesso: 'publica' },
  { method: 'POST', path: '/api/usuario/esquecisenha', lambda: 'usuarios', acesso: 'publica' },
  { method: 'PATCH', path: '/api/usuario/resetarsenha', lambda: 'usuarios', acesso: 'publica' },
  { method: 'PATCH', path: '/api/usuario/recuperarsenha', lambda: 'usuarios', acesso: 'publica' },
  { method: 'GET', path: '/api/usuario/buscar', lambda: 'usuarios', acesso: 'sessao' },
  { method: 'PUT', path: '/api/usuario/atualizar', lambda: 'usuarios', acesso: 'sessao' },
  { method: 'GET', path: '/api/usuario/buscarUsuarios', lambda: 'usuarios', acesso: 'sessao' },
  { method: 'PUT', path: '/api/usuario/atualizarUsuario', lambda: 'usuarios', acesso: 'sessao' },
  { method: 'PUT', path: '/api/usuario/tourStep', lambda: 'usuarios', acesso: 'sessao' },
  { method: 'PATCH', path: '/api/usuario/confirmaremail', lambda: 'usuarios', acesso: 'publica' },
  { method: 'POST', path: '/api/usuario/convidar', lambda: 'usuarios', acesso: 'sessao' },
  { method: 'POST', path: '/api/usuario/reenviarConvite', lambda: 'usuarios', acesso: 'sessao' },
  { method: 'PATCH', path: '/api/usuario/dadosconvite', lambda: 'usuarios', acesso: 'publica' },
  { method: 'POST', path: '/api/auth/aceitar-convite', lambda: 'auth', acesso: 'publica' },

  { method: 'GET', path: '/api/fluxos/buscar', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxos/buscar/{id}', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxos/buscar/etapas-com-instancias/{idFluxo}', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxos/emails-usados-no-fluxo/{idFluxo}', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxos/atividades/{idFluxo}', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxos/metricas/{idFluxo}', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxos/variaveis/{idFluxo}/{keyCampo}', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxos/inserir', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'PUT', path: '/api/fluxos/atualizar', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxos/copiar', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/fluxos/excluir/{id}', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxos/marcar-favorito', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'PATCH', path: '/api/fluxos/desmarcar-favorito/{id}', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'POST', path: '/api/common/atualizar-propriedade/{id}', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'POST', path: '/api/common/socket/atualizar-propriedade/{id}', lambda: 'fluxos', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxos/dados-link-publico/{customer}/{hash}', lambda: 'fluxos', acesso: 'publica' },

  { method: 'GET', path: '/api/etapas/buscar/{id}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'GET', path: '/api/etapas/etapas-fluxo/{idFluxo}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'GET', path: '/api/etapas/conexoes-origem/{id}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'GET', path: '/api/etapas/permissoes-usuario/{id}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etapas/inserir', lambda: 'etapas', acesso: 'sessao' },
  { method: 'PUT', path: '/api/etapas/atualizar/{id}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'PATCH', path: '/api/etapas/atualizar-posicoes', lambda: 'etapas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etapas/clonar', lambda: 'etapas', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/etapas/excluir/{id}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etapas/atualizar-campos-form/{idEtapa}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etapas/atualizar-ordem', lambda: 'etapas', acesso: 'sessao' },
  { method: 'GET', path: '/api/etapas/export-config-etapa/{idEtapa}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etapas/import-config-etapa/{idEtapa}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etapas/copiar-autorizacoes', lambda: 'etapas', acesso: 'sessao' },
  { method: 'GET', path: '/api/etapa-rel/etapas-destino/{idEtapa}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etapa-rel/criar-vinculo', lambda: 'etapas', acesso: 'sessao' },
  { method: 'PUT', path: '/api/etapa-rel/atualizar-vinculo', lambda: 'etapas', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/etapa-rel/remover-vinculo/{id}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'GET', path: '/api/etapa-usuario/buscar-autorizacoes/{idEtapa}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etapa-usuario/inserir-autorizacao', lambda: 'etapas', acesso: 'sessao' },
  { method: 'PUT', path: '/api/etapa-usuario/atualizar-autorizacao', lambda: 'etapas', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/etapa-usuario/excluir-autorizacao/{id}', lambda: 'etapas', acesso: 'sessao' },

  { method: 'GET', path: '/api/fluxo/chat/mensagens/listar', lambda: 'chat', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxo/chat/mensagens/marcar-como-lida', lambda: 'chat', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxo/chat/mensagens/dados/{id}', lambda: 'chat', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxo/chat/resumo/{idFluxo}', lambda: 'chat', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxo/chat/anexos/solicitar-upload', lambda: 'chat', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxo/chat/mensagens/inserir', lambda: 'chat', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxo/chat/mensagens/download/anexo/{id}', lambda: 'chat', acesso: 'sessao' },

  // Reports over the flows the person sees (lambda relatorios).
  { method: 'GET', path: '/api/relatorios/resumo-fluxos', lambda: 'relatorios', acesso: 'sessao' },
  { method: 'GET', path: '/api/relatorios/cards-criados', lambda: 'relatorios', acesso: 'sessao' },
  { method: 'GET', path: '/api/relatorios/cards-vencendo', lambda: 'relatorios', acesso: 'sessao' },
  { method: 'GET', path: '/api/relatorios/cards-acompanhados', lambda: 'relatorios', acesso: 'sessao' },

  // Public integration API (token header; the document itself is public).
  { method: 'GET', path: '/api/v1/openapi.json', lambda: 'apiDocumento', acesso: 'publica' },

  // Data bases: reference tables, their records, imports and sharing (lambda basesDados).
  { method: 'GET', path: '/api/organograma/buscar-organograma', lambda: 'organograma', acesso: 'sessao' },
  { method: 'POST', path: '/api/organograma/inserir-organograma', lambda: 'organograma', acesso: 'sessao' },
  { method: 'PUT', path: '/api/organograma/atualizar-organograma', lambda: 'organograma', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/organograma/excluir-organograma', lambda: 'organograma', acesso: 'sessao' },
  { method: 'GET', path: '/api/organograma/buscar-usuarios/{idOrg}', lambda: 'organograma', acesso: 'sessao' },
  { method: 'POST', path: '/api/organograma/vincular-usuario', lambda: 'organograma', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/organograma/desvincular-usuario', lambda: 'organograma', acesso: 'sessao' },
  { method: 'GET', path: '/api/etapa-org/buscar-autorizacoes/{idEtapa}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etapa-org/inserir-autorizacao', lambda: 'etapas', acesso: 'sessao' },
  { method: 'PUT', path: '/api/etapa-org/atualizar-autorizacao', lambda: 'etapas', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/etapa-org/excluir-autorizacao/{id}', lambda: 'etapas', acesso: 'sessao' },
  { method: 'GET', path: '/api/datasources-org/buscar-autorizacoes/{id}', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'POST', path: '/api/datasources-org/inserir-autorizacao', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'PUT', path: '/api/datasources-org/atualizar-autorizacao', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/datasources-org/excluir-autorizacao/{id}', lambda: 'basesDados', acesso: 'sessao' },

  { method: 'GET', path: '/api/datasources/buscar', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'GET', path: '/api/datasources/buscar/{id}', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'POST', path: '/api/datasources/inserir', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'PUT', path: '/api/datasources/atualizar', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/datasources/excluir/{id}', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'GET', path: '/api/datasources/{id}/registros', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'POST', path: '/api/datasources/{id}/registros', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'PUT', path: '/api/datasources/{id}/registros/{idRegistro}', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/datasources/{id}/registros/{idRegistro}', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'POST', path: '/api/datasources/{id}/importacoes', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'GET', path: '/api/datasources/{id}/importacoes', lambda: 'basesDados', acesso: 'sessao' },
  {
    method: 'POST',
    path: '/api/datasources/{id}/importacoes/{idImportacao}/processar',
    lambda: 'basesDados',
    acesso: 'sessao',
  },
  {
    method: 'GET',
    path: '/api/datasources/{id}/importacoes/{idImportacao}',
    lambda: 'basesDados',
    acesso: 'sessao',
  },
  {
    method: 'GET',
    path: '/api/datasources/{id}/importacoes/{idImportacao}/rejeitadas',
    lambda: 'basesDados',
    acesso: 'sessao',
  },
  { method: 'GET', path: '/api/datasources/{id}/compartilhamentos', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'PUT', path: '/api/datasources/{id}/compartilhamentos', lambda: 'basesDados', acesso: 'sessao' },
  { method: 'GET', path: '/api/datasources/{id}/opcoes', lambda: 'basesDados', acesso: 'sessao' },

  { method: 'GET', path: '/api/etiquetas/buscar/{idFluxo}', lambda: 'etiquetas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etiquetas/inserir', lambda: 'etiquetas', acesso: 'sessao' },
  { method: 'PUT', path: '/api/etiquetas/atualizar', lambda: 'etiquetas', acesso: 'sessao' },
  { method: 'POST', path: '/api/etiquetas/excluir', lambda: 'etiquetas', acesso: 'sessao' },

  // Cards: the core (lambda instancias).
  { method: 'GET', path: '/api/instancias/buscar-por-id/{id}', lambda: 'instancias', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancias/buscar-json-execucao/{id}', lambda: 'instancias', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancias/buscar-por-etapa/{idEtapa}', lambda: 'instancias', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancias/contadores/{idFluxo}', lambda: 'instancias', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancias/filtrar', lambda: 'instancias', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancias/pesquisar', lambda: 'instancias', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancias/next-sequence-card/{idFluxo}', lambda: 'instancias', acesso: 'sessao' },
  { method: 'POST', path: '/api/instancias/inserir', lambda: 'instancias', acesso: 'sessao' },
  { method: 'PUT', path: '/api/instancias/atualizar/{id}', lambda: 'instancias', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/instancias/excluir/{id}', lambda: 'instancias', acesso: 'sessao' },
  { method: 'PATCH', path: '/api/instancias/mover', lambda: 'instancias', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancias/jobs/{id}', lambda: 'instancias', acesso: 'sessao' },
  { method: 'PUT', path: '/api/instancias/atualizar-ordem', lambda: 'instancias', acesso: 'sessao' },
  { method: 'PATCH', path: '/api/instancias/ordenar-na-etapa', lambda: 'instancias', acesso: 'sessao' },
  { method: 'POST', path: '/api/instancias/copiar-mover-entre-fluxos', lambda: 'instancias', acesso: 'sessao' },
  { method: 'PUT', path: '/api/instancia/formulario/atualizar/{id}', lambda: 'instancias', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancia/historico/buscar-por-instancia/{id}', lambda: 'instancias', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancia/formulario/etapas-anteriores/{id}', lambda: 'instancias', acesso: 'sessao' },

  // Card sub-elements and the public form (lambda cards).
  { method: 'GET', path: '/api/instancia/responsaveis/buscar-por-instancia/{id}', lambda: 'cards', acesso: 'sessao' },
  { method: 'POST', path: '/api/instancia/responsaveis/inserir', lambda: 'cards', acesso: 'sessao' },
  {
    method: 'DELETE',
    path: '/api/instancia/responsaveis/excluir/{idInstancia}/{email}',
    lambda: 'cards',
    acesso: 'sessao',
  },
  { method: 'POST', path: '/api/instancia/acompanhamento/inserir', lambda: 'cards', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/instancia/acompanhamento/excluir/{idInstancia}', lambda: 'cards', acesso: 'sessao' },
  { method: 'POST', path: '/api/instancia/etiquetas/inserir', lambda: 'cards', acesso: 'sessao' },
  {
    method: 'DELETE',
    path: '/api/instancia/etiquetas/excluir/{idInstancia}/{idEtiqueta}',
    lambda: 'cards',
    acesso: 'sessao',
  },
  { method: 'GET', path: '/api/instancia/checklists/buscar-por-instancia/{id}', lambda: 'cards', acesso: 'sessao' },
  { method: 'POST', path: '/api/instancia/checklists/inserir', lambda: 'cards', acesso: 'sessao' },
  { method: 'PUT', path: '/api/instancia/checklists/atualizar', lambda: 'cards', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/instancia/checklists/excluir/{id}', lambda: 'cards', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancia/comentarios/buscar-por-instancia/{id}', lambda: 'cards', acesso: 'sessao' },
  { method: 'POST', path: '/api/instancia/comentarios/inserir', lambda: 'cards', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/instancia/comentarios/excluir/{id}', lambda: 'cards', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancia/anexos/buscar-por-instancia/{id}', lambda: 'cards', acesso: 'sessao' },
  { method: 'POST', path: '/api/instancia/anexos/solicitar-upload/{idInstancia}', lambda: 'cards', acesso: 'sessao' },
  { method: 'POST', path: '/api/instancia/anexos/confirmar/{idAnexo}', lambda: 'cards', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/instancia/anexos/excluir/{idAnexo}', lambda: 'cards', acesso: 'sessao' },
  { method: 'GET', path: '/api/instancia/anexos/download/{idAnexo}', lambda: 'cards', acesso: 'sessao' },
  { method: 'POST', path: '/api/instancia/anexos/link-publico/{idAnexo}', lambda: 'cards', acesso: 'sessao' },
  // An attachment's public link: no session, the tenant named by the id (binarioPublicoService.ts).
  { method: 'GET', path: '/api/binarios/buscar/{idBinario}/{publicHash}', lambda: 'cards', acesso: 'publica' },
  { method: 'POST', path: '/api/instancias/inserir/{customer}/{hash}', lambda: 'cards', acesso: 'publica' },
  {
    method: 'POST',
    path: '/api/instancias/anexos-publicos/confirmar/{customer}/{hash}/{idAnexo}',
    lambda: 'cards',
    acesso: 'publica',
  },
  { method: 'GET', path: '/api/instancias/opcoes-publicas/{customer}/{hash}', lambda: 'cards', acesso: 'publica' },

  // The signed-in person's notifications (lambda notificacoes).
  { method: 'GET', path: '/api/notificacao-interna/notificacoes-usuario', lambda: 'notificacoes', acesso: 'sessao' },
  { method: 'GET', path: '/api/notificacao-interna/count-nao-lidas', lambda: 'notificacoes', acesso: 'sessao' },
  {
    method: 'GET',
    path: '/api/notificacao-interna/nao-lidas-por-instancia',
    lambda: 'notificacoes',
    acesso: 'sessao',
  },
  { method: 'POST', path: '/api/notificacao-interna/marca-como-lida/{id}', lambda: 'notificacoes', acesso: 'sessao' },
  { method: 'POST', path: '/api/notificacao-interna/marca-todas-como-lida', lambda: 'notificacoes', acesso: 'sessao' },
  {
    method: 'POST',
    path: '/api/notificacao-interna/marca-como-lida-instancia/{id}',
    lambda: 'notificacoes',
    acesso: 'sessao',
  },
  // Automation rules of a flow (lambda regras).
  { method: 'GET', path: '/api/fluxo/regras/buscar-por-fluxo/{idFluxo}', lambda: 'regras', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxo/regras/buscar-por-id/{id}', lambda: 'regras', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxo/regras/inserir', lambda: 'regras', acesso: 'sessao' },
  { method: 'PUT', path: '/api/fluxo/regras/atualizar', lambda: 'regras', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxo/regras/clonar', lambda: 'regras', acesso: 'sessao' },
  { method: 'DELETE', path: '/api/fluxo/regras/excluir/{id}', lambda: 'regras', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxo/regras/detalhes-execucoes/{id}', lambda: 'regras', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxo/regras/variaveis/{idFluxo}', lambda: 'regras', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxo/regras/valores-variaveis/{idInstancia}', lambda: 'regras', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxo/regras/executar-condicoes', lambda: 'regras', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxo/regras/regras-executadas', lambda: 'regras', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxo/regras/executar-regras', lambda: 'regras', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxo/regras/simular', lambda: 'regras', acesso: 'sessao' },
  { method: 'GET', path: '/api/fluxo/regras/segredo-webhook/{id}', lambda: 'regras', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxo/regras/segredo-webhook/rotacionar', lambda: 'regras', acesso: 'sessao' },

  // AI assistance (lambda ia, issue 27): each chatgpt/* request answers 202 with a task the `ia`
  // consumer fills; inserir-by-gpt creates the reviewed flow at once (no model call).
  { method: 'POST', path: '/api/chatgpt/criar-regra', lambda: 'ia', acesso: 'sessao' },
  { method: 'POST', path: '/api/chatgpt/analisar-metricas', lambda: 'ia', acesso: 'sessao' },
  { method: 'POST', path: '/api/chatgpt/criar-fluxo', lambda: 'ia', acesso: 'sessao' },
  { method: 'POST', path: '/api/chatgpt/transcrever-audio', lambda: 'ia', acesso: 'sessao' },
  { method: 'POST', path: '/api/chatgpt/gerar-campos-etapa', lambda: 'ia', acesso: 'sessao' },
  { method: 'POST', path: '/api/chatgpt/criar-etapa', lambda: 'ia', acesso: 'sessao' },
  { method: 'GET', path: '/api/chatgpt/tarefas/{idTarefa}', lambda: 'ia', acesso: 'sessao' },
  { method: 'POST', path: '/api/fluxos/inserir-by-gpt', lambda: 'ia', acesso: 'sessao' },
  { method: 'GET', path: '/api/ia/configuracao', lambda: 'ia', acesso: 'sessao' },
  { method: 'PUT', path: '/api/ia/configuracao', lambda: 'ia', acesso: 'sessao' },
  { method: 'GET', path: '/api/ia/uso', lambda: 'ia', acesso: 'sessao' },

  // The home (lambda home): the person's tiles, chart, feed and latest release.
  { method: 'GET', path: '/api/home', lambda: 'home', acesso: 'sessao' },
  { method: 'GET', path: '/api/home/graficos/{idFluxo}', lambda: 'home', acesso: 'sessao' },
  { method: 'GET', path: '/api/home/cards-por-tipo/{tipoTile}', lambda: 'home', acesso: 'sessao' },
  { method: 'GET', path: '/api/home/atividades', lambda: 'home', acesso: 'sessao' },
  { method: 'POST', path: '/api/home/ultima-release-visualizada', lambda: 'home', acesso: 'sessao' },

  // The public integration API (lambdas apiPublica and apiPublicaCards): header `token`; one route
  // per operation of domains/apiPublica/operacoes/index.ts (operacoes.test.ts holds them equal).
  { method: 'GET', path: '/api/v1/fluxos', lambda: 'apiPublica', acesso: 'token' },
  { method: 'GET', path: '/api/v1/fluxos/{idFluxo}', lambda: 'apiPublica', acesso: 'token' },
  { method: 'GET', path: '/api/v1/fluxos/{idFluxo}/etapas', lambda: 'apiPublica', acesso: 'token' },
  { method: 'GET', path: '/api/v1/fluxos/{idFluxo}/etiquetas', lambda: 'apiPublica', acesso: 'token' },
  { method: 'GET', path: '/api/v1/fluxos/{idFluxo}/cards', lambda: 'apiPublica', acesso: 'token' },
  { method: 'GET', path: '/api/v1/etapas/{idEtapa}/cards', lambda: 'apiPublica', acesso: 'token' },
  { method: 'POST', path: '/api/v1/cards', lambda: 'apiPublicaCards', acesso: 'token' },
  { method: 'GET', path: '/api/v1/cards/{idCard}', lambda: 'apiPublicaCards', acesso: 'token' },
  { method: 'PATCH', path: '/api/v1/cards/{idCard}', lambda: 'apiPublicaCards', acesso: 'token' },
  { method: 'POST', path: '/api/v1/cards/{idCard}/movimentacoes', lambda: 'apiPublicaCards', acesso: 'token' },
  { method: 'DELETE', path: '/api/v1/cards/{idCard}', lambda: 'apiPublicaCards', acesso: 'token' },
  { method: 'GET', path: '/api/v1/cards/{idCard}/comentarios', lambda: 'apiPublicaCards', acesso: 'token' },
  { method: 'POST', path: '/api/v1/cards/{idCard}/comentarios', lambda: 'apiPublicaCards', acesso: 'token' },
  { method: 'GET', path: '/api/v1/cards/{idCard}/responsaveis', lambda: 'apiPublicaCards', acesso: 'token' },
  { method: 'POST', path: '/api/v1/cards/{idCard}/responsaveis', lambda: 'apiPublicaCards', acesso: 'token' },
  { method: 'DELETE', path: '/api/v1/cards/{idCard}/responsaveis/{email}', lambda: 'apiPublicaCards', acesso: 'token' },
  { method: 'POST', path: '/api/v1/cards/{idCard}/etiquetas', lambda: 'apiPublicaCards', acesso: 'token' },
  {
    method: 'DELETE',
    path: '/api/v1/cards/{idCard}/etiquetas/{idEtiqueta}',
    lambda: 'apiPublicaCards',
    acesso: 'token',
  },
  { method: 'GET', path: '/api/v1/anexos', lambda: 'apiPublica', acesso: 'token' },
  { method: 'POST', path: '/api/v1/anexos', lambda: 'apiPublica', acesso: 'token' },
  { method: 'GET', path: '/api/v1/anexos/{idAnexo}', lambda: 'apiPublica', acesso: 'token' },
  { method: 'GET', path: '/api/v1/etapas/{idEtapa}/autorizacoes', lambda: 'apiPublica', acesso: 'token' },
  { method: 'POST', path: '/api/v1/etapas/{idEtapa}/autorizacoes', lambda: 'apiPublica', acesso: 'token' },
  {
    method: 'DELETE',
    path: '/api/v1/etapas/{idEtapa}/autorizacoes/{idAutorizacao}',
    lambda: 'apiPublica',
    acesso: 'token',
  },
  { method: 'GET', path: '/api/v1/relatorios/resumo-fluxos', lambda: 'apiPublica', acesso: 'token' },
  { method: 'GET', path: '/api/v1/relatorios/cards-criados', lambda: 'apiPublica', acesso: 'token' },
  { method: 'GET', path: '/api/v1/relatorios/cards-vencendo', lambda: 'apiPublica', acesso: 'token' },
  { method: 'GET', path: '/api/v1/relatorios/cards-acompanhados', lambda: 'apiPublica', acesso: 'token' },
] as const satisfies readonly RouteDef[];

/** Compile-time check: every `{param}` of the table has a schema in parametrosDeRota.ts. */
type ParametrosDe<P extends string> = P extends `${string}{${infer N}}${infer R}` ? N | ParametrosDe<R> : never;
type ParametroDaTabela = ParametrosDe<(typeof routes)[number]['path']>;
const _todosComEsquema: Record<ParametroDaTabela, z.ZodType<string>> = parametrosDeRota;
void _todosComEsquema;

export type RouteKey = `${(typeof routes)[number]['method']} ${(typeof routes)[number]['path']}`;

export const webSocketRoutes = ['$connect', '$disconnect', '$default'] as const;
