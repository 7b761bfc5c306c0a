// Lint rules for the whole repository; the last block states the architecture (docs/architecture.md#layers) as
// import boundaries, so an import that runs back up fails `npm run lint` instead of waiting for a reviewer.
import js from '@eslint/js';
import graphql from '@graphql-eslint/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The server modules the web app may import: pure rules with no Node or adapter behind them.
const serverRulesForWeb = [
  { element: { types: ['server-domain'] } },
  { element: { types: ['server-root'], fileInternalPath: 'limits.ts' } },
  { element: { types: ['server-graphql'], fileInternalPath: ['errors.ts', 'fieldAccess.ts'] } },
];
// The web app's files whose words are all messages; the rest are translated screen by screen (docs/languages.md).
// Every screen's words are messages (docs/languages.md): no literal text in JSX or in the props people read.
const translatedFiles = ['web/src/**/*.tsx'];
const to = (...types) => ({ element: { types } });

const webLayers = ['web-shared', 'web-feature', 'web-app', 'web-gql', 'web-entry'];
const serverLayers = [
  'server-domain',
  'server-stores',
  'server-identity',
  'server-mail',
  'server-webhooks',
  'server-graphql',
  'server-http',
  'server-tools',
  'server-root',
];
// What stores, identity, mail and webhooks may import: the domain, each other and the root helpers, never http or graphql.
const adapterReach = [
  'server-domain',
  'server-stores',
  'server-identity',
  'server-mail',
  'server-webhooks',
  'server-root',
];
// The files in server/ that compose the layers; the other top-level files are helpers under everything.
const compositionRoots = ['crm', 'main', 'services', 'storesByConfig'];

export default defineConfig([
  globalIgnores([
    'web/src/shared/i18n/compiled/',
    '**/dist/',
    'coverage/',
    'data/',
    'tests/artifacts/',
    'web/src/gql/',
    'server/graphql/generated/',
  ]),

  // A disable comment whose problem has gone (code moved or fixed) goes too.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names mark parameters and destructured leftovers kept on purpose (a callback's shape, a rest split).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // A file is read in one sitting: one past 300 lines is split by what it does, not widened (Prettier wraps at 120).
  { files: ['**/*.{ts,tsx,mjs,cjs,js}'], rules: { 'max-lines': ['error', { max: 300 }] } },
  // The schema is what administrators read in GraphiQL: every definition in it says what it is, in a block string.
  {
    files: ['schema.graphql'],
    languageOptions: { parser: graphql.parser, parserOptions: { graphQLConfig: { schema: 'schema.graphql' } } },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      ...graphql.configs['flat/schema-recommended'].rules,
      // Answers and pages (PageInfo, CustomerStats, CreatedApiKey…) are values, not entities: they have no id to give.
      '@graphql-eslint/strict-id-in-types': 'off',
      '@graphql-eslint/description-style': ['error', { style: 'block' }],
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
    },
  },
  {
    files: ['server/**', 'tests/**', '*.{ts,mjs}', 'web/*.ts', 'web/build/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    // A .cjs file is CommonJS by choice (jest loads it as such): require is how it imports.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/src/**/*.tsx', 'tests/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Every word a person reads is a message (docs/languages.md): written in English with a description for translators,
  // its id a hash of both that `eslint --fix` writes in, and valid ICU syntax (plurals with one and other).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-id': ['error', { idInterpolationPattern: '[sha512:contenthash:base64:6]' }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/prefer-pound-in-plural': 'error',
    },
  },
  // No literal text in what people read: JSX text, and the props they read or hear (labels, titles, placeholders,
  // alternative text, accessible names and descriptions). Screens join this list as they are translated.
  {
    files: translatedFiles,
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{label,title,placeholder,alt,aria-label,aria-description,tooltip,okText,cancelText}']],
          },
        },
      ],
    },
  },

  {
    files: ['server/**/*.{ts,mjs}', 'web/src/**/*.{ts,tsx}', 'web/build/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      // Patterns are folders from the repository root; the first that matches names a file's layer.
      'boundaries/elements': [
        { type: 'web-shared', pattern: 'web/src/shared', partialMatch: false },
        { type: 'web-feature', pattern: 'web/src/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'web-app', pattern: 'web/src/app', partialMatch: false },
        { type: 'web-gql', pattern: 'web/src/gql', partialMatch: false },
        // main.tsx and the GraphiQL page: entry points that compose like app/.
        { type: 'web-entry', pattern: 'web/src', partialMatch: false },
        // The build's Vite plugins: they run in Node at build time, handed what they need from web/src by web/vite.config.ts.
        { type: 'web-build', pattern: 'web/build', partialMatch: false },
        { type: 'server-domain', pattern: 'server/domain', partialMatch: false },
        { type: 'server-stores', pattern: 'server/stores', partialMatch: false },
        { type: 'server-identity', pattern: 'server/identity', partialMatch: false },
        { type: 'server-mail', pattern: 'server/mail', partialMatch: false },
        { type: 'server-webhooks', pattern: 'server/webhooks', partialMatch: false },
        { type: 'server-graphql', pattern: 'server/graphql', partialMatch: false },
        { type: 'server-http', pattern: 'server/http', partialMatch: false },
        { type: 'server-tools', pattern: 'server/tools', partialMatch: false },
        // limits.ts, config and log helpers, and the composition roots crm.ts, main.ts, services.ts, storesByConfig.ts.
        { type: 'server-root', pattern: 'server', partialMatch: false },
      ],
      'boundaries/debug': { enabled: !!process.env.BOUNDARIES_DEBUG },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            "{{ from.type }} may not import {{ to.type }} ('{{ dependency.source }}'): see docs/architecture.md#layers",
          policies: [
            // Web: shared -> features -> app, one way; a feature imports its own files (rooms included), never another feature.
            { from: to('web-shared'), allow: { to: [to('web-shared', 'web-gql'), ...serverRulesForWeb] } },
            {
              from: to('web-feature'),
              allow: {
                to: [
                  to('web-shared', 'web-gql'),
                  { element: { types: ['web-feature'], captured: { feature: '{{ from.captured.feature }}' } } },
                  ...serverRulesForWeb,
                ],
              },
            },
            { from: to('web-app', 'web-entry'), allow: { to: [to(...webLayers), ...serverRulesForWeb] } },
            { from: to('web-gql'), allow: { to: to('web-gql') } },
            // The build and the app it builds stay apart: neither imports the other (node and vite are the build's own).
            { from: to('web-build'), allow: { to: to('web-build') } },
            // Server: the domain is pure (and may read limits.ts); adapters never reach up into the transport.
            { from: to('server-domain'), allow: { to: [to('server-domain'), serverRulesForWeb[1]] } },
            {
              from: to('server-stores', 'server-identity', 'server-mail', 'server-webhooks'),
              allow: { to: to(...adapterReach) },
            },
            { from: to('server-graphql'), allow: { to: to(...adapterReach, 'server-graphql') } },
            { from: to('server-http', 'server-tools', 'server-root'), allow: { to: to(...serverLayers) } },
            // limits.ts and the config and log helpers sit under everything, so they import only the domain and each other.
            {
              from: { element: { types: ['server-root'], fileInternalPath: `!(${compositionRoots.join('|')}).ts` } },
              disallow: {
                to: to(...serverLayers.filter((layer) => !['server-domain', 'server-root'].includes(layer))),
              },
            },
          ],
        },
      ],
    },
  },
]);
