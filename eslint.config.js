import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import boundaries from './tools/eslint/boundaries.js'

const ENV_ONLY_IN_CONFIG = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'Read import.meta.env in apps/web/src/config/env.ts only.',
}
const ENDPOINT_PATHS_DECLARED = {
  selector: 'Literal[value=/^\\/(api|dev)(\\/|$)/], TemplateElement[value.raw=/^\\/(api|dev)(\\/|$)/]',
  message:
    'Endpoint paths are declared once in packages/contracts (ADR 0015): use the declaration with route(), callEndpoint(), endpointUrl() or endpointPath().',
}
const ONE_DATE_STYLE =
  'Write dates with apps/web/src/lib/format-date.ts (ADR 0054): one style everywhere, the month by name and the zone on every instant.'
/** ADR 0054: the web app writes dates only through lib/format-date.ts. */
const DATE_FORMATTING = [
  'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
  "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
  ":matches(NewExpression, CallExpression)[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
  'ImportDeclaration[source.value=/^(dayjs|date-fns|moment)($|\\/)/]',
].map((selector) => ({ selector, message: ONE_DATE_STYLE }))

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { herald: boundaries },
    rules: {
      'herald/imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration in apps/server/src/config.ts only.',
        },
      ],
      'no-restricted-syntax': ['error', ENV_ONLY_IN_CONFIG],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/global-setup.ts',
      'apps/server/test/herald-process.ts',
      'apps/server/test/start-test-herald.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // ADR 0015: every endpoint is declared once in packages/contracts; apps reach it through its declaration.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*-fixtures.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/features/*/testing/**',
      // The connectors call the BI vendors' own REST APIs (e.g. Tableau's /api/3.x/...), not Herald's.
      'apps/server/src/connectors/**',
    ],
    rules: {
      'no-restricted-syntax': ['error', ENV_ONLY_IN_CONFIG, ENDPOINT_PATHS_DECLARED],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client.ts'],
              importNames: ['apiFetchWithHeaders'],
              message:
                'Call endpoints through callEndpoint() (lib/call-endpoint.ts), typed by their declaration.',
            },
          ],
        },
      ],
    },
  },
  {
    // ADR 0055: routes are thin. A *.routes.ts file maps a declaration to a use case; the database is reached
    // only through the use case and its *.queries.ts file.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message:
                'Routes are thin (ADR 0055): put the database work in a use case and its *.queries.ts.',
            },
          ],
          patterns: [
            {
              group: ['**/*.queries.ts', '**/*.queries', '**/db/schema', '**/db/schema/**', 'drizzle-orm/*'],
              message:
                'Routes are thin (ADR 0055): call a use case (one file per use case, e.g. modules/destinations/list-destinations.ts); only it reaches *.queries.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // ADR 0054: one date style. Repeats the rules above that the same files already had, which this replaces.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*-fixtures.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/features/*/testing/**',
      'apps/web/src/lib/format-date.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ENV_ONLY_IN_CONFIG, ENDPOINT_PATHS_DECLARED, ...DATE_FORMATTING],
    },
  },
  { files: ['apps/web/src/config/env.ts'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['apps/web/src/lib/call-endpoint.ts'], rules: { 'no-restricted-imports': 'off' } },
)
