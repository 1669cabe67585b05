import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.data/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='ScanCommand']",
          message: 'Scan é proibido: consulte por chave (docs/data-model.md).',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Only the data layer talks to DynamoDB: no raw commands elsewhere (STYLE.md, item 3).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/**', 'functions/src/app/deps.ts', 'functions/src/**/*.test.ts'],
    rules: {
      // Only repositories build table keys: a tenant key literal anywhere else is a layering bug.
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='ScanCommand']", message: 'Scan é proibido: consulte por chave.' },
        {
          selector: 'TemplateElement[value.raw=/^(T|OUTBOX|PESSOA|CLIENTE|TOKENCLIENTE|FLUXO|ETAPA|REL|AUT|ETIQUETA|ACESSO|LINKPUBLICO)#/]',
          message: 'Chaves da tabela só são montadas nos repositórios (functions/src/data/repositories).',
        },
        {
          selector: 'Literal[value=/^(T|OUTBOX|PESSOA|CLIENTE|TOKENCLIENTE|FLUXO|ETAPA|REL|AUT|ETIQUETA|ACESSO|LINKPUBLICO)#/]',
          message: 'Chaves da tabela só são montadas nos repositórios (functions/src/data/repositories).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'], message: 'Acesso ao DynamoDB só nos repositórios (functions/src/data).' },
          ],
        },
      ],
    },
  },
);
