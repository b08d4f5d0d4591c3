import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { clientBoundaries } from './scripts/eslint-client-boundaries.js';
import { serverLayers } from './scripts/eslint-server-layers.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      'bench/.tmp',
      'core/i18n/*/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'react',
            'react-dom',
            'kysely',
            'better-sqlite3',
            'pg',
            '../server/*',
            '../client/*',
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', 'node:*'] }] },
  },
  // Layers of the client (client/README.md, decision 165): app → features → shared → lib/components
  // → core. A feature never imports another feature; shared/lib/components never import a feature or
  // app/. The rule resolves every relative import, re-export and import() to the file it names.
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { tend: { rules: { 'client-boundaries': clientBoundaries } } },
    rules: { 'tend/client-boundaries': 'error' },
  },
  // Layers of the server (docs/architecture.md, decision 320): app (server/*.ts) → modules → plugins
  // → lib → db → core; test support (server/test/, *.test.ts) is never imported by production code.
  {
    files: ['server/**/*.ts'],
    plugins: { tend: { rules: { 'server-layers': serverLayers } } },
    rules: { 'tend/server-layers': 'error' },
  },
);
