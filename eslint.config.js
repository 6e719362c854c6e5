// @ts-check
// https://eslint.org/docs/latest/use/configure/configuration-files
// Syntax-only (no type information), so the whole tree lints in seconds; `tsc --noEmit` checks types.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { layers } from './vite/lint/layers.js'
import { shortTests } from './vite/lint/shortTests.js'

export default defineConfig(
  globalIgnores(['dist/', 'coverage/', 'test-results/', 'playwright-report/', '.lighthouseci/', '.data/', 'public/', '.wrangler/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Everything runs under Node (build, scripts, servers, tests) except the pages and the worker below.
    languageOptions: { globals: globals.node },
    rules: {
      // A leading underscore, or a property left out of a rest object, marks a value unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `declare global { namespace Vike { ... } }` is how Vike's config types are extended (https://vike.dev/meta#typescript).
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // French typography puts no-break spaces in the texts (npm run typography), template literals
      // included; elsewhere in the code they stay an error.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
    },
  },
  {
    files: ['components/**', 'features/**', 'pages/**', 'lib/**', 'vite/runtime/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['lib/**', 'components/**', 'features/**'],
    plugins: { layers },
    rules: { 'layers/no-upward-import': 'error' },
  },
  {
    // A test a reader can follow (tests/e2e/README.md): one behaviour, its setup in named helpers.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    plugins: { shortTests },
    rules: { 'shortTests/max-test-lines': ['error', { max: 80 }] },
  },
  {
    files: ['features/pwa/sw.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // React code only: Playwright's fixtures also take a function named `use`.
    files: ['components/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Other packages' private modules only in the one adapter of each, whose header says why and
    // whose test checks them against the installed package.
    ignores: ['scripts/perf/lighthouseInternals.mjs', 'lib/vikeReactInternals.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['lighthouse/*'], message: "Lighthouse's private modules: only in scripts/perf/lighthouseInternals.mjs." },
            { group: ['vike-react/__internal/*', 'vike-react/dist/*'], message: "vike-react's private modules: only in lib/vikeReactInternals.tsx." },
            {
              group: ['vike/__internal', 'vike/__internal/*', 'vike/dist/*'],
              message: "Vike's private modules: none (its one patched line: vite/vikeInternals.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
    rules: {
      // The service picker's labels hold their text three elements deep (label > span > span).
      'jsx-a11y-x/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
)
