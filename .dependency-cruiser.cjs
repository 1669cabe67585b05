/**
 * The layer rules of the backend and the SPA (docs/architecture.md, "Layers and boundaries";
 * docs/adr/0009-layers-and-boundaries.md), checked by `npm run lint`: shared imports no other
 * workspace; web imports no functions or infra; functions imports no infra or web; the kernel
 * (functions/src/kernel) imports no domain and nothing of the composition root; domains import
 * nothing of the composition root (app/, consumers/, seed/) but their Lambda entries; a domain
 * uses another only through its index.ts, and only a domain of a lower layer; domain services
 * import no AWS SDK and nothing of the HTTP stack or of handlers; shared web code imports no
 * feature; only the data layer talks to DynamoDB. Table keys built outside functions/src/data are
 * caught by ESLint (eslint.config.js). tests/lint/regras.test.ts proves each rule fires on fixtures.
 */

/**
 * The domains in layers, lowest first: a domain imports only domains of lower layers (never one
 * of its own layer, never one above), so no two domains depend on each other. A domain missing
 * here may import no other domain until it is placed.
 */
const camadasDosDominios = [
  ['clientes', 'atividades', 'emails'],
  ['usuarios', 'organograma'],
  ['auth', 'fluxos'],
  ['basesDados', 'etiquetas', 'realtime'],
  ['etapas', 'instancias'],
  ['cards', 'notificacoes', 'painel', 'relatorios'],
  ['chat', 'regras'],
  ['apiPublica', 'ia'],
];

/** One rule per domain: the domains of its own layer and of the layers above are refused. */
const regrasDasCamadas = camadasDosDominios.flatMap((camada, i) =>
  camada.map((dominio) => ({
    name: 'camada-dos-dominios',
    comment: `${dominio} (camada ${i + 1}) importa só domínios das camadas abaixo (camadasDosDominios).`,
    severity: 'error',
    from: { path: `^functions/src/domains/${dominio}/` },
    to: {
      path: `^functions/src/domains/(${camadasDosDominios
        .slice(i)
        .flat()
        .filter((d) => d !== dominio)
        .join('|')})/`,
    },
  })),
);

/** Lambda entries of a domain: they wire its routes into the HTTP stack of the composition root. */
const entradasDosDominios = '^functions/src/domains/[^/]+/(lambda[^/]*|wsLambda)\\.ts$';

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
      comment:
        'The whole route map and the zod walk serve the tests; a Lambda importing them would bundle every other Lambda.',
      severity: 'error',
      from: { pathNot: '\\.test\\.ts$|^tests/' },
      to: { path: '^functions/src/app/(todasAsRotas|percorrerEsquema)\\.ts$' },
    },
    {
      name: 'dominio-so-pelo-index',
      comment:
        "Another domain's files are private: a domain imports another only through its public module, domains/<d>/index.ts.",
      severity: 'error',
      from: { path: '^functions/src/domains/([^/]+)/' },
      to: { path: '^functions/src/domains/', pathNot: '^functions/src/domains/($1/|[^/]+/index\\.ts$)' },
    },
    ...regrasDasCamadas,
    {
      name: 'dominio-fora-das-camadas',
      comment: 'A domain not placed in camadasDosDominios imports no other domain.',
      severity: 'error',
      from: {
        path: '^functions/src/domains/([^/]+)/',
        pathNot: `^functions/src/domains/(${camadasDosDominios.flat().join('|')})/`,
      },
      to: { path: '^functions/src/domains/', pathNot: '^functions/src/domains/$1/' },
    },
    {
      name: 'kernel-abaixo-dos-dominios',
      comment:
        'The kernel (errors, session, http types, deps, environment, logging) is what every domain imports: it imports no domain and nothing of the composition root.',
      severity: 'error',
      from: { path: '^functions/src/kernel/' },
      to: { path: '^functions/src/(domains|app|consumers|seed)/|^functions/src/events/(rules|agendamentos)\\.ts$' },
    },
    {
      name: 'dominios-abaixo-da-composicao',
      comment:
        'The composition root (app/: route table, Lambda list, HTTP and consumer stacks; consumers/; seed/) imports the domains, not the reverse; only a Lambda entry (lambda*.ts, wsLambda.ts) wires itself into the stacks.',
      severity: 'error',
      from: { path: '^functions/src/domains/', pathNot: `${entradasDosDominios}|\\.test\\.ts$` },
      to: { path: '^functions/src/(app|consumers|seed)/|^functions/src/events/(rules|agendamentos)\\.ts$' },
    },
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
