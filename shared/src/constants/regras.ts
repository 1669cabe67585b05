/**
 * Automation rules: limits, pt-BR messages, the events and the operators of conditions. Plain
 * values (no zod), re-exported by schemas/regra.ts: what a move's block check needs (the
 * conditions' evaluation, 'Movimentação impedida') without the rule's schemas.
 */
export const LIMITES_REGRA = {
  descricaoCaracteres: 500,
  /** Conditions and actions of one rule. */
  condicoes: 30,
  /** A text an action carries (comment, e-mail body, webhook body...). */
  textoAcao: 20_000,
  /** Rules fired by rules: the 5th link of a chain stops with an execution error. */
  profundidadeMaxima: 5,
  /** Rules of one flow. */
  regrasPorFluxo: 200,
  execucoesPorPagina: 20,
  webhookTimeoutMs: 30_000,
  /** A failed webhook is retried for this long after its first attempt. */
  webhookJanelaTentativasMs: 24 * 3600 * 1000,
} as const;

export const mensagensRegra = {
  selecioneEvento: 'Selecione um evento',
  selecioneAcao: 'Selecione pelo menos uma ação',
  campoObrigatorio: 'Campo obrigatório',
  descricaoLonga: `Informe no máximo ${LIMITES_REGRA.descricaoCaracteres} caracteres`,
  prioridadeMinima: 'A prioridade mínima é 1',
  etapaDestinoObrigatoria: 'Etapa destino é obrigatório',
  fluxoDestinoObrigatorio: 'Fluxo destino é obrigatório',
  jsonObrigatorio: 'Json é obrigatório',
  jsonInvalido: 'Json inválido',
  jsonHeaderInvalido: 'Json inválido header',
  selecioneResponsavel: 'Selecione pelo menos um responsável',
  selecioneEtiqueta: 'Selecione pelo menos uma etiqueta',
  camposSemValor: 'Todos os campos devem ter um valor',
  configureCampo: 'Configure pelo menos um campo',
  obrigatorioNaoEditavel: 'Um campo obrigatório precisa ser editável',
  vencimentoPassado: 'A data de vencimento não pode ser anterior a hoje',
  acaoRepetida: 'Cada ação pode ser adicionada uma vez',
  metodoWebhook: 'Selecione POST ou PUT',
  endpointInvalido: 'Informe uma URL http ou https válida',
  selecioneAnexo: 'Selecione pelo menos um anexo',
  movimentacaoImpedida: 'Movimentação impedida',
  regraNaoEncontrada: 'Regra não encontrada',
  somenteCriador: 'Somente o criador da regra pode alterá-la',
  semPermissao: 'Você não tem permissão para editar as regras deste fluxo',
  limiteRegras: `Um fluxo pode ter no máximo ${LIMITES_REGRA.regrasPorFluxo} regras`,
  semExecucoes: 'Não há execuções dessa regra',
  execucaoComErro: 'Erro na execução da regra',
  execucaoComSucesso: 'Regra executada com sucesso',
  executando: 'Executando regras...',
  executadasComSucesso: 'Regras executadas com sucesso!',
  erroAoExecutar: 'Erro ao executar regras!',
  profundidadeExcedida: `Cadeia de regras interrompida: mais de ${LIMITES_REGRA.profundidadeMaxima} regras disparadas em sequência`,
  buscarRegra: 'Buscar regra',
  novaRegra: 'Nova regra',
} as const;

/** The nine events a rule can react to, with the titles the editor shows. */
export const EVENTOS_REGRA = {
  cardCriado: 'Card criado',
  cardEntrarEtapa: 'Card entrar na etapa',
  cardSairEtapa: 'Card sair da etapa',
  campoFormularioAtualizado: 'Campo do formulário atualizado',
  pessoaResponsavel: 'Pessoa responsável atribuída',
  etiquetaVinculada: 'Etiqueta vinculada',
  checklistAdicionado: 'Checklist adicionado',
  checklistConcluido: 'Checklist concluído',
  anexoAdicionado: 'Anexo adicionado',
} as const;
export type ChaveEventoRegra = keyof typeof EVENTOS_REGRA;
export const chavesEventoRegra = Object.keys(EVENTOS_REGRA) as [ChaveEventoRegra, ...ChaveEventoRegra[]];

/** A (text), D (date DD/MM/YYYY or ISO), N (number, comma or dot decimals). */
export const tiposDado = ['A', 'D', 'N'] as const;
export type TipoDado = (typeof tiposDado)[number];

export const OPERADORES = {
  preenchido: { value: 'Preenchido', segundoOperando: false, tipos: ['A', 'D', 'N'] },
  vazio: { value: 'Vazio', segundoOperando: false, tipos: ['A', 'D', 'N'] },
  igual: { value: 'Igual a', segundoOperando: true, tipos: ['A', 'D', 'N'] },
  diferente: { value: 'Diferente de', segundoOperando: true, tipos: ['A', 'D', 'N'] },
  contem: { value: 'Contém', segundoOperando: true, tipos: ['A'] },
  naoContem: { value: 'Não contém', segundoOperando: true, tipos: ['A'] },
  maior: { value: 'Maior que', segundoOperando: true, tipos: ['D', 'N'] },
  maiorIgual: { value: 'Maior ou igual a', segundoOperando: true, tipos: ['D', 'N'] },
  menor: { value: 'Menor que', segundoOperando: true, tipos: ['D', 'N'] },
  menorIgual: { value: 'Menor ou igual a', segundoOperando: true, tipos: ['D', 'N'] },
} as const satisfies Record<string, { value: string; segundoOperando: boolean; tipos: readonly TipoDado[] }>;
export type ChaveOperador = keyof typeof OPERADORES;
export const chavesOperador = Object.keys(OPERADORES) as [ChaveOperador, ...ChaveOperador[]];

export const OPERACOES_LOGICAS = {
  AND: 'Todas devem ser verdadeiras',
  OR: 'Pelo menos uma verdadeira',
  XOR: 'Apenas uma verdadeira',
} as const;
export type OperacaoLogica = keyof typeof OPERACOES_LOGICAS;

/**
 * The actions a rule may run, with their titles. `simples`: added without a configuration
 * dialog. Every action runs on the server; `bloquearMovimentacao` is also checked by the server
 * before a move commits. Later issues add the e-signature ones.
 */
export const ACOES_REGRA = {
  moverCard: { title: 'Mover card para etapa', simples: false },
  copiarCard: { title: 'Copiar card para etapa', simples: false },
  moverCardOutroFluxo: { title: 'Mover card para outro fluxo', simples: false },
  copiarCardOutroFluxo: { title: 'Copiar card para outro fluxo', simples: false },
  moverParaTopo: { title: 'Mover card para o topo da etapa', simples: true },
  definirVencimento: { title: 'Definir data de vencimento', simples: false },
  atualizarDescricao: { title: 'Atualizar descrição', simples: false },
  atualizarDetalhes: { title: 'Atualizar detalhes', simples: false },
  adicionarComentario: { title: 'Adicionar comentário', simples: false },
  alterarValoresCampos: { title: 'Alterar valores dos campos', simples: false },
  alterarConfiguracaoCampos: { title: 'Alterar configuração dos campos', simples: false },
  enviarEmail: { title: 'Enviar e-mail', simples: false },
  acionarWebhook: { title: 'Acionar webhook', simples: false },
  adicionarEtiquetas: { title: 'Adicionar etiquetas', simples: false },
  removerEtiquetas: { title: 'Remover etiquetas', simples: false },
  adicionarResponsaveis: { title: 'Adicionar responsáveis', simples: false },
  removerResponsaveis: { title: 'Remover responsáveis', simples: false },
  enviarNotificacao: { title: 'Enviar notificação interna', simples: false },
  bloquearMovimentacao: { title: 'Bloquear movimentação do card', simples: true },
  copiarAnexoFormulario: { title: 'Copiar anexo do formulário para o card', simples: false },
  moverAnexoFormulario: { title: 'Mover anexo do formulário para o card', simples: false },
  preencherVariaveisBaseDados: { title: 'Preencher variáveis a partir da base de dados', simples: false },
} as const;
export type ChaveAcao = keyof typeof ACOES_REGRA;
export const chavesAcao = Object.keys(ACOES_REGRA) as [ChaveAcao, ...ChaveAcao[]];
