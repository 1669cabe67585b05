/**
 * The layer rules of the backend and the SPA (docs/architecture.md, "Layers and boundaries"),
 * checked by `npm run lint`: shared imports no other workspace; web imports no functions or
 * infra; functions imports no infra or web; domain services import no AWS SDK and nothing of the
 * HTTP stack or of handlers; a domain uses another domain's services only through the
 * allow-list below; shared web code imports no feature; only the data layer talks to DynamoDB.
 * Table keys built outside functions/src/data are caught by ESLint (eslint.config.js).
 * tests/lint/regras.test.ts proves each rule fires on fixtures.
 */

/**
 * The services of a domain that other domains may import: who may, and why. A domain's
 * entities/ and erros.ts (types, pure rules, messages) are its published language and free to
 * import; its services hold its rules and transactions, so reaching into them is a decision,
 * recorded here. Paths are relative to functions/src/domains, without the extension.
 */
const servicosCompartilhados = {
  'auth/services/sessaoService': {
    por: ['usuarios'],
    motivo: 'Ativar a conta abre a primeira sessão (novaSessao): a regra de sessão é uma só.',
  },
  'auth/services/sessaoViva': {
    por: ['realtime'],
    motivo: 'Um socket vive só enquanto a sessão com que abriu: cada mensagem e cada fim de sessão conferem pela mesma regra das requisições.',
  },
  'auth/services/limiteTentativasLogin': {
    por: ['usuarios'],
    motivo: 'Trocar a senha zera as falhas de login da conta.',
  },
  'clientes/services/clienteService': {
    por: ['auth', 'usuarios', 'fluxos', 'cards'],
    motivo: 'Exigir um ambiente ativo (por sigla ou tokenCliente) antes de login, cadastro e rotas públicas.',
  },
  'clientes/services/clienteAtivo': {
    por: ['usuarios'],
    motivo: 'O link de senha (no consumidor de e-mail) exige o ambiente ativo sem importar a apresentação do ambiente (S3).',
  },
  'notificacoes/services/notificacaoDeRegraService': {
    por: ['regras'],
    motivo: 'A ação enviarNotificacao de uma regra cria as notificações internas pela regra das notificações.',
  },
  'clientes/services/apresentacaoCliente': {
    por: ['auth'],
    motivo: 'Login, verificação e troca de ambiente respondem o ambiente na forma pública.',
  },
  'usuarios/services/usuarioSessaoService': {
    por: ['auth'],
    motivo: 'A pessoa da sessão (montarUsuarioSessao) é montada por quem conhece a pessoa.',
  },
  'usuarios/services/contaService': {
    por: ['auth'],
    motivo: 'verify-login devolve a conta da sessão.',
  },
  'usuarios/services/recuperacaoSenhaService': {
    por: ['clientes'],
    motivo: 'Criar um ambiente cria o administrador com o link de definir a senha (que confirma o e-mail).',
  },
  'fluxos/services/acessoFluxoService': {
    por: ['etapas', 'etiquetas', 'instancias', 'realtime', 'chat', 'regras'],
    motivo: 'Quem vê e quem edita um fluxo: a regra de acesso de tudo o que pertence a um fluxo.',
  },
  'fluxos/services/escritaNoFluxo': {
    por: ['etapas', 'etiquetas'],
    motivo: 'Escritas nos elementos do fluxo levam a versão do fluxo e as novas tentativas na mesma transação.',
  },
  'fluxos/services/apresentacaoFluxo': {
    por: ['instancias', 'cards'],
    motivo: 'A pessoa resumida (paraUsuarioResumo) tem uma só forma nas respostas.',
  },
  'etapas/services/contextoEtapa': {
    por: ['instancias', 'basesDados'],
    motivo:
      'Carregar a etapa e o fluxo com o acesso da pessoa antes de mexer nos cards; as opções de uma coluna de base de dados só respondem a quem preenche um campo ligado a ela numa etapa em que executa cards.',
  },
  'etapas/services/apresentacaoEtapa': {
    por: ['fluxos'],
    motivo: 'O fluxo responde as suas etapas na forma de lista das etapas.',
  },
  'instancias/services/contextoInstancia': {
    por: ['cards', 'regras'],
    motivo: 'Os elementos do card conferem o acesso ao card (ver, executar) pela regra do card.',
  },
  'instancias/services/escritasCard': {
    por: ['cards', 'regras'],
    motivo: 'O formulário público cria um card com as mesmas escritas de entrada no fluxo.',
  },
  'instancias/services/idUnicoService': {
    por: ['cards'],
    motivo: 'O formulário público numera o card como a criação pelo quadro.',
  },
  'basesDados/services/buscaRegistroService': {
    por: ['regras', 'instancias'],
    motivo: 'A ação de regra de busca na base de dados e a conferência do valor de um combo ligado a uma base acham registros pelo valor das células.',
  },
  'basesDados/services/vinculoBaseDados': {
    por: ['regras'],
    motivo: 'Ao salvar uma regra de busca na base de dados, a base e as colunas devem existir no ambiente da sessão.',
  },
  'basesDados/services/vinculosDoFormulario': {
    por: ['etapas'],
    motivo: 'Salvar ou importar o formulário de uma etapa só liga um combo a uma coluna de base que a pessoa edita: o vínculo abre as opções da coluna a quem preenche o campo.',
  },
  'basesDados/services/registroService': {
    por: ['cards'],
    motivo: 'O formulário público mostra as opções de um combo ligado a uma base de dados como a rota de opções da sessão.',
  },
  'instancias/services/valoresBaseDados': {
    por: ['cards'],
    motivo: 'O formulário público confere o valor de um combo ligado a uma base de dados como a criação pelo quadro.',
  },
  'instancias/services/regraNoCardService': {
    por: ['regras'],
    motivo: 'As ações das regras mudam o card pelos mesmos serviços e transações de uma pessoa (eventos com a profundidade da regra).',
  },
  'cards/services/regraNosElementosService': {
    por: ['regras'],
    motivo: 'As ações das regras mudam etiquetas, responsáveis, comentários e anexos pelos serviços do card.',
  },
  'instancias/services/regrasMovimentacao': {
    por: ['regras'],
    motivo: 'Antes de mover por uma regra, o motor confere o formulário do card como a movimentação confere (errosDeMovimentacao).',
  },
  'regras/services/bloqueioMovimentacao': {
    por: ['instancias'],
    motivo: 'Toda movimentação de card confere, antes de gravar, as regras ativas com bloquearMovimentacao.',
  },
  'fluxos/services/fluxoService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Listar e buscar fluxos.',
  },
  'etapas/services/etapaService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Listar as etapas de um fluxo, com conexões e formulários.',
  },
  'etapas/services/autorizacaoService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Autorizações das pessoas nas etapas.',
  },
  'etiquetas/services/etiquetaService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Listar as etiquetas de um fluxo.',
  },
  'instancias/services/consultaInstanciaService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Páginas de cards de uma etapa e a pesquisa por texto.',
  },
  'instancias/services/formularioService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Valores do formulário de um card.',
  },
  'instancias/services/movimentacaoService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Mover um card (mesmas regras, bloqueios e eventos).',
  },
  'cards/services/comentarioService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Comentários de um card.',
  },
  'cards/services/responsaveisService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Responsáveis de um card.',
  },
  'cards/services/etiquetasCardService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Etiquetas de um card.',
  },
  'cards/services/anexoService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Anexos de um card (concessão, confirmação, download).',
  },
  'relatorios/services/relatoriosService': {
    por: ['apiPublica'],
    motivo: 'A API pública (/api/v1) chama o mesmo serviço da API da sessão, com as mesmas permissões e eventos: Os relatórios da pessoa.',
  },
  'instancias/services/instanciaService': {
    por: ['cards', 'apiPublica'],
    motivo: 'O formulário público valida os valores com a regra do card (valoresValidados); a API pública cria, busca, altera e exclui cards por ele.',
  },
};

const escapar = (texto) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const caminhoServico = (alvo) => `^functions/src/domains/${escapar(alvo)}\\.ts$`;

/** One rule per shared service: a domain not on its list may not import it. */
const regrasDeServicosCompartilhados = Object.entries(servicosCompartilhados).map(([alvo, { por, motivo }]) => ({
  name: 'servico-compartilhado-fora-da-lista',
  comment: `${alvo} é compartilhado só com ${por.join(', ')}: ${motivo} Para outro domínio, registre-o em servicosCompartilhados.`,
  severity: 'error',
  from: {
    path: '^functions/src/domains/',
    pathNot: `^functions/src/domains/(${[alvo.split('/')[0], ...por].join('|')})/`,
  },
  to: { path: caminhoServico(alvo) },
}));

module.exports = {
  forbidden: [
    {
      name: 'shared-e-independente',
      comment: 'shared/ is used by web and functions; it must not depend on them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|web|infra)/' },
    },
    {
      name: 'web-sem-backend',
      comment: 'The SPA talks to the backend over HTTP only.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|infra)/' },
    },
    {
      name: 'functions-sem-infra-ou-web',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^(infra|web)/' },
    },
    {
      name: 'servicos-sem-aws-sdk',
      comment: 'Domain services hold rules, not AWS calls: they go through repositories and adapters.',
      severity: 'error',
      from: { path: '^functions/src/domains/[^/]+/services/' },
      to: { path: '@aws-sdk|node_modules/@aws-sdk' },
    },
    {
      name: 'handlers-sem-repositorios',
      comment: 'Handlers parse and call one service; data access belongs to services via repositories.',
      severity: 'error',
      from: { path: '^functions/src/domains/[^/]+/handlers/' },
      to: { path: '^functions/src/data/|@aws-sdk|node_modules/@aws-sdk' },
    },
    {
      name: 'so-dados-usa-dynamodb',
      comment: 'Only the data layer (repositories) builds keys and talks to DynamoDB.',
      severity: 'error',
      from: { path: '^functions/src/', pathNot: '^functions/src/(data/|kernel/deps\\.ts$)|\\.test\\.ts$' },
      to: { path: '@aws-sdk/(lib-dynamodb|client-dynamodb)' },
    },
    {
      name: 'suporte-de-testes-so-em-testes',
      comment: 'The whole route map and the zod walk serve the tests; a Lambda importing them would bundle every other Lambda.',
      severity: 'error',
      from: { pathNot: '\\.test\\.ts$|^tests/' },
      to: { path: '^functions/src/app/(todasAsRotas|percorrerEsquema)\\.ts$' },
    },
    {
      name: 'servico-de-outro-dominio',
      comment:
        "A domain imports another domain's services only through servicosCompartilhados (entities/ and erros.ts are free).",
      severity: 'error',
      from: { path: '^functions/src/domains/([^/]+)/' },
      to: {
        path: '^functions/src/domains/[^/]+/services/',
        pathNot: ['^functions/src/domains/$1/', ...Object.keys(servicosCompartilhados).map(caminhoServico)],
      },
    },
    ...regrasDeServicosCompartilhados,
    {
      name: 'servicos-sem-http-ou-handlers',
      comment:
        'Services hold the rules whatever calls them (HTTP, WebSocket, consumers): no HTTP stack, no handler, no Lambda entry. Sessao lives in kernel/sessao.ts.',
      severity: 'error',
      from: { path: '^functions/src/domains/[^/]+/services/' },
      to: { path: '^functions/src/(app/http/|domains/[^/]+/(handlers/|lambda\\.ts$|wsLambda\\.ts$))' },
    },
    {
      name: 'web-compartilhado-sem-features',
      comment: 'Shared web code (components, hooks, lib) serves every feature and imports none.',
      severity: 'error',
      from: { path: '^web/src/(components|hooks|lib)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'features-web-independentes',
      comment: 'Web features do not import each other; shared UI lives in web/src/{components,lib,hooks}.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'sem-ciclos',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|cdk\\.out|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    combinedDependencies: true,
  },
};
