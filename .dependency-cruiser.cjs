/**
 * The layer rules of DESIGN.md, checked by `npm run lint`:
 * shared imports no other workspace; web imports no functions or infra; functions imports no
 * infra or web; domain services import no AWS SDK; only repositories build table keys (nothing
 * outside functions/src/data imports a repository's key builders... enforced by requiring that
 * handlers do not import repositories, and services import repositories, not the SDK).
 */
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
      from: { path: '^functions/src/', pathNot: '^functions/src/(data/|app/deps\\.ts$)|\\.test\\.ts$' },
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
