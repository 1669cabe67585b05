/**
 * Every Lambda function of the product. Entries are relative to functions/src and export `handler`.
 * The CDK stack bundles each entry with esbuild; the embedded runtime imports the same files.
 */
export const httpLambdas = {
  auth: { entry: 'domains/auth/lambda.ts', description: 'Sessão: login, logout, verificação, troca de ambiente' },
  usuarios: { entry: 'domains/usuarios/lambda.ts', description: 'Cadastro, ativação, senha e minha conta' },
  clientes: { entry: 'domains/clientes/lambda.ts', description: 'Dados públicos e próprios do ambiente (tenant)' },
  fluxos: {
    entry: 'domains/fluxos/lambda.ts',
    description: 'Fluxos: lista, dados, cópia, exclusão, favoritos, atividades, link público',
  },
  etapas: {
    entry: 'domains/etapas/lambda.ts',
    description: 'Etapas, conexões entre etapas e autorizações de pessoas nas etapas',
  },
  organograma: {
    entry: 'domains/organograma/lambda.ts',
    description: 'Organograma: unidades e pessoas vinculadas a elas',
  },
  etiquetas: { entry: 'domains/etiquetas/lambda.ts', description: 'Etiquetas dos fluxos' },
  instancias: {
    entry: 'domains/instancias/lambda.ts',
    description: 'Cards: criação, quadro, abertura, filtro, movimentação, ordem, formulário e histórico',
  },
  cards: {
    entry: 'domains/cards/lambda.ts',
    description:
      'Elementos do card (responsáveis, etiquetas, seguidores, checklists, comentários, anexos) e formulário público',
  },
  notificacoes: {
    entry: 'domains/notificacoes/lambda.ts',
    description: 'Notificações internas: lista, contagem e marcação de lidas',
  },
  home: {
    entry: 'domains/painel/lambda.ts',
    description: 'Home: resumo, cards por tile, gráfico de 15 dias, feed de atividades, release vista',
  },
  chat: {
    entry: 'domains/chat/lambda.ts',
    description: 'Chat dos fluxos: canal público, conversas diretas, não lidas e anexos',
  },
  regras: {
    entry: 'domains/regras/lambda.ts',
    description: 'Regras de automação dos fluxos: cadastro, execuções, variáveis e simulação',
  },
  basesDados: {
    entry: 'domains/basesDados/lambda.ts',
    description: 'Bases de dados: tabelas de referência, registros, importações e compartilhamento',
  },
  relatorios: {
    entry: 'domains/relatorios/lambda.ts',
    description: 'Relatórios: fluxos, cards criados, vencendo e acompanhados',
  },
  ia: {
    entry: 'domains/ia/lambda.ts',
    description: 'Assistência de IA: pedidos (202 com tarefa), tarefas, fluxo proposto, configuração e uso',
  },
  apiPublica: {
    entry: 'domains/apiPublica/lambda.ts',
    description:
      'API pública de integração (/api/v1, header token): fluxos, etapas e seus cards, autorizações, relatórios',
  },
  apiPublicaCards: {
    entry: 'domains/apiPublica/lambdaCards.ts',
    description:
      'API pública de integração (/api/v1/cards, header token): cards, comentários, responsáveis, etiquetas e anexos',
  },
  apiDocumento: {
    entry: 'domains/apiPublica/lambdaDocumento.ts',
    description: 'Documento OpenAPI 3.1 da API de integração (/api/v1/openapi.json)',
  },
} as const;

/** API Gateway WebSocket API: $connect, $disconnect and $default all go to one function. */
export const webSocketLambda = { name: 'realtime-ws', entry: 'domains/realtime/wsLambda.ts' } as const;

/** EventBridge consumers; which events reach each is decided by functions/src/events/rules.ts. */
export const consumerLambdas = {
  'realtime-fanout': { entry: 'consumers/realtimeFanout.ts', description: 'Entrega eventos às salas WebSocket' },
  email: { entry: 'consumers/email.ts', description: 'Envia e-mails de ativação e recuperação de senha' },
  atividades: {
    entry: 'consumers/atividades.ts',
    description: 'Registra as atividades dos fluxos a partir dos eventos',
  },
  limpeza: {
    entry: 'consumers/limpeza.ts',
    description: 'Remove o que resta de um fluxo excluído (cards, anexos, itens e atividades)',
  },
  notificacoes: {
    entry: 'consumers/notificacoes.ts',
    description: 'Notifica menções, responsáveis e quem acompanha um card (sino do cabeçalho)',
  },
  webhooks: {
    entry: 'consumers/webhooks.ts',
    description: 'Novas tentativas dos webhooks das regras (agendado a cada minuto)',
  },

  painel: {
    entry: 'consumers/painel.ts',
    description:
      'Mantém as projeções da home: cards de cada pessoa, contadores por dia e responsável, feed de atividades',
  },

  busca: {
    entry: 'consumers/busca.ts',
    description: 'Mantém o índice da pesquisa de cards (palavras do título e do formulário por etapa)',
  },
  jobs: {
    entry: 'consumers/jobs.ts',
    description: 'Executa as operações em lote (mover todos os cards de uma etapa) em passos limitados',
  },
  ia: {
    entry: 'consumers/ia.ts',
    description: 'Chama o modelo de IA das tarefas pedidas e grava o resultado (uma vez por tarefa)',
  },
  'ia-regras': {
    entry: 'consumers/iaRegras.ts',
    description: 'Salva as regras propostas pela IA pelo serviço de regras, com as permissões de quem pediu',
  },
  regras: {
    entry: 'consumers/regras.ts',
    description: 'Executa as regras de automação ativas dos fluxos a partir dos eventos dos cards',
  },
} as const;

/** Reads the table's Stream and publishes outbox items to the bus. */
export const outboxPublisherLambda = { name: 'outbox-publisher', entry: 'consumers/outboxPublisher.ts' } as const;

export type HttpLambdaName = keyof typeof httpLambdas;
export type ConsumerName = keyof typeof consumerLambdas;
