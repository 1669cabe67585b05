import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const proibidoScan = {
  selector: "NewExpression[callee.name='ScanCommand']",
  message: 'Scan é proibido: consulte por chave (docs/data-model.md).',
};

/**
 * A table key segment: an upper-case word followed by '#' at the start of a string or after
 * another '#' ('FLUXO#', `T#${sigla}#CARD#`). Any prefix, not a list of the known ones, so a new
 * entity's keys are caught too.
 */
const segmentoDeChave = '/(^|#)[A-Z][A-Z0-9_]*#/';
const mensagemChave = 'Chaves da tabela só são montadas na camada de dados (functions/src/data).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/cdk.out/**',
      '.data/**',
      'coverage/**',
      // Files that break the rules on purpose; tests/lint/regras.test.ts lints them itself.
      'tests/lint/fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', proibidoScan],
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
    // dayjs only through web/src/lib/dayjs.ts: it sets the pt-BR locale, and keeps dayjs out of the entry chunk.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/dayjs.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'dayjs', message: 'Importe dayjs de web/src/lib/dayjs.ts (locale pt-BR).' }] },
      ],
    },
  },
  {
    // Only the data layer builds table keys: a key literal anywhere else is a layering bug.
    // Tests are left out: they read stored items to check the layout docs/data-model.md describes.
    files: ['functions/src/**/*.ts', 'shared/**/*.ts', 'web/src/**/*.{ts,tsx}', 'infra/**/*.ts'],
    ignores: ['functions/src/data/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        proibidoScan,
        { selector: `Literal[value=${segmentoDeChave}]`, message: mensagemChave },
        { selector: `TemplateElement[value.raw=${segmentoDeChave}]`, message: mensagemChave },
      ],
    },
  },
  {
    // Only the data layer talks to DynamoDB: no raw commands elsewhere.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/**', 'functions/src/kernel/deps.ts', 'functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'],
              message: 'Acesso ao DynamoDB só nos repositórios (functions/src/data).',
            },
          ],
        },
      ],
    },
  },
);
