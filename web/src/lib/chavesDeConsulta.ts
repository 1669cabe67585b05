/**
 * Every TanStack Query key of the SPA, one factory per resource. Queries build their keys here
 * and mutations invalidate through the same factories, so a change cannot aim at a key no query
 * uses. Keys nest: a prefix names every query below it (`cards.doFluxo(id)` is every column and
 * list of that flow), which is what `invalidateQueries` matches by default.
 *
 * It lives in lib/ because features may not import each other: the board, the list and the card
 * modal all refresh the same card queries.
 */
export const chaves = {
  sessao: (sigla: string) => ['sessao', sigla] as const,
  renovacaoSessao: (sigla: string) => ['renovacao-sessao', sigla] as const,
  clientePublico: (sigla: string) => ['cliente-publico', sigla] as const,
  linkSenha: (sigla: string, hash: string) => ['link-senha', sigla, hash] as const,
  formularioPublico: (sigla: string, hash: string) => ['formulario-publico', sigla, hash] as const,
  cliente: () => ['cliente'] as const,
  minhaConta: () => ['minha-conta'] as const,

  /** The bell: the unread count and the popover's pages (the server's realtime event refreshes both). */
  notificacoes: {
    todas: () => ['notificacoes'] as const,
    contagem: () => ['notificacoes', 'contagem'] as const,
    lista: () => ['notificacoes', 'lista'] as const,
    /** Unread per card: the board tiles' badges. */
    porCard: () => ['notificacoes', 'por-card'] as const,
  },

  /** The /reports page: one infinite query per report and period. */
  relatorios: {
    todos: () => ['relatorios'] as const,
    periodo: (tipo: string, dataInicio: string, dataFim: string) => ['relatorios', tipo, dataInicio, dataFim] as const,
  },

  /** The home: summary, one tile's page, one flow's chart, the feed (all refetched on entering the page). */
  home: {
    todas: () => ['home'] as const,
    resumo: () => ['home', 'resumo'] as const,
    tile: (tile: string, offset: number) => ['home', 'tile', tile, offset] as const,
    /** A tile's cards page after page (the small screens' 'Buscar mais cards...'). */
    tileEmSequencia: (tile: string) => ['home', 'tile', tile, 'sequencia'] as const,
    grafico: (idFluxo: string) => ['home', 'grafico', idFluxo] as const,
    atividades: () => ['home', 'atividades'] as const,
  },

  /** Data bases: the list, one base (its columns, counter, sharing) and its record pages. */
  basesDados: {
    todas: () => ['bases-dados'] as const,
    lista: () => ['bases-dados', 'lista'] as const,
    base: (id: string) => ['bases-dados', id] as const,
    registros: <C>(id: string, consulta: C) => ['bases-dados', id, 'registros', consulta] as const,
    compartilhamentos: (id: string) => ['bases-dados', id, 'compartilhamentos'] as const,
    /** The units of the organogram the base is shared with (and the tree to pick more). */
    compartilhamentosOrg: (id: string) => ['bases-dados', id, 'compartilhamentos-org'] as const,
    importacoes: (id: string) => ['bases-dados', id, 'importacoes'] as const,
    importacao: (id: string, idImportacao: string) => ['bases-dados', id, 'importacoes', idImportacao] as const,
  },

  usuarios: {
    todos: () => ['usuarios'] as const,
    pagina: (pagina: { pagina: number; tamanhoPagina: number }) => ['usuarios', pagina] as const,
    /** Every user of the tenant at once (the organogram's pickers). */
    lista: () => ['usuarios', 'lista'] as const,
  },

  /** The organogram: the tree and each unit's people. */
  organograma: {
    todos: () => ['organograma'] as const,
    arvore: () => ['organograma', 'arvore'] as const,
    usuarios: (idOrg: string) => ['organograma', 'usuarios', idOrg] as const,
  },

  fluxos: {
    /** Everything cached about flows (refetched after a realtime gap). */
    todos: () => ['fluxos'] as const,
    /** The flow list (also the destinations of "copy or move to another flow"). */
    lista: () => ['fluxos', 'lista'] as const,
    /** Everything cached about one flow but its cards (removed when the flow is deleted). */
    doFluxo: (idFluxo: string) => ['fluxos', idFluxo] as const,
    dados: (idFluxo: string) => ['fluxos', idFluxo, 'dados'] as const,
    /** The flow screen: stages with permissions and card totals, links, labels. */
    comEtapas: (idFluxo: string) => ['fluxos', idFluxo, 'etapas-com-instancias'] as const,
    etapas: (idFluxo: string) => ['fluxos', idFluxo, 'etapas'] as const,
    atividades: (idFluxo: string) => ['fluxos', idFluxo, 'atividades'] as const,
    /** The Métricas tab (under the flow's prefix: a realtime change of the flow refreshes it). */
    metricas: (idFluxo: string) => ['fluxos', idFluxo, 'metricas'] as const,
    etiquetas: (idFluxo: string) => ['fluxos', idFluxo, 'etiquetas'] as const,
    /** People of the flow: responsible candidates, mentions and authorisation suggestions. */
    pessoas: (idFluxo: string) => ['fluxos', idFluxo, 'emails-usados'] as const,
    /**
     * Variable names of the flow's form fields (the rich-text editor's '{{' list). Under the flow
     * screen's key: every stage and field change already invalidates that key, and so this one.
     */
    variaveis: (idFluxo: string) => ['fluxos', idFluxo, 'etapas-com-instancias', 'variaveis'] as const,
  },

  /** The automation rules of a flow (their list, each rule's runs, the variables conditions use). */
  regras: {
    doFluxo: (idFluxo: string) => ['regras', idFluxo] as const,
    lista: (idFluxo: string) => ['regras', idFluxo, 'lista'] as const,
    variaveis: (idFluxo: string) => ['regras', idFluxo, 'variaveis'] as const,
    execucoes: (idRegra: string) => ['regras', 'execucoes', idRegra] as const,
  },

  /** The in-flow chat: a person's conversations (with unread counts) and each conversation's pages. */
  chat: {
    todos: () => ['chat'] as const,
    resumo: (idFluxo: string) => ['chat', idFluxo, 'resumo'] as const,
    /** `conversa`: '0' (the public channel) or the two people's ids sorted and joined by '#'. */
    mensagens: (idFluxo: string, conversa: string) => ['chat', idFluxo, 'mensagens', conversa] as const,
  },

  etapas: {
    todas: () => ['etapas'] as const,
    autorizacoes: (idEtapa: string) => ['etapas', idEtapa, 'autorizacoes'] as const,
    /** The units granted on the stage: under the people's key, so the realtime event refreshes both. */
    autorizacoesOrg: (idEtapa: string) => ['etapas', idEtapa, 'autorizacoes', 'org'] as const,
  },

  /** Collections of cards: the board's columns and the list view. */
  cards: {
    /** Every column and list of every flow. */
    todos: () => ['cards'] as const,
    /** Every column of every flow (for changes whose stages are not known here). */
    colunas: () => ['cards', 'coluna'] as const,
    /** One board column: its pages and its total (the column counter). */
    coluna: (idEtapa: string) => ['cards', 'coluna', idEtapa] as const,
    /** Every filter of a flow's list view. */
    listas: (idFluxo: string) => ['cards', 'lista', idFluxo] as const,
    lista: <F>(idFluxo: string, filtros: F) => ['cards', 'lista', idFluxo, filtros] as const,
    /** The header card search (every flow the person sees), by its parameters. */
    pesquisa: (params: Record<string, string>) => ['cards', 'pesquisa', params] as const,
  },

  /** A bulk job (GET /api/instancias/jobs/{id}), polled while it runs. */
  job: (idJob: string) => ['jobs', idJob] as const,

  /** The AI assistant: a task followed to its end, the tenant's AI settings and usage. */
  ia: {
    tarefa: (idTarefa: string) => ['ia', 'tarefas', idTarefa] as const,
    configuracao: () => ['ia', 'configuracao'] as const,
    uso: (mes: string) => ['ia', 'uso', mes] as const,
  },

  /** One card; its key prefixes its sub-elements' keys. */
  card: {
    todos: () => ['card'] as const,
    raiz: (idInstancia: string) => ['card', idInstancia] as const,
    anexos: (idInstancia: string) => ['card', idInstancia, 'anexos'] as const,
    checklists: (idInstancia: string) => ['card', idInstancia, 'checklists'] as const,
    comentarios: (idInstancia: string) => ['card', idInstancia, 'comentarios'] as const,
    historico: (idInstancia: string) => ['card', idInstancia, 'historico'] as const,
    /** The forms of the stages the card went through before its current one. */
    etapasAnteriores: (idInstancia: string) => ['card', idInstancia, 'etapas-anteriores'] as const,
  },
} as const;
