import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginQuery from '@tanstack/eslint-plugin-query'
import prettier from 'eslint-config-prettier'
import { fileURLToPath } from 'node:url'
import { boundaryConfig } from './eslint.boundaries.js'

const root = fileURLToPath(new URL('.', import.meta.url))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-e2e-*',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench-results',
      'coverage',
      'tests/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
  // Path-based import boundaries and the cycle check (eslint.boundaries.js).
  boundaryConfig(root),
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A form page or dialog focuses its first field (the dialog pattern); raw DOM elements may not
    // (docs/decisions/107-lint-plugins-and-knip.md).
    files: ['src/**/*.tsx'],
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    // Every form is made by useAppForm: its messages never appear because a field lost focus
    // (docs/decisions/166-form-messages-never-on-blur.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/forms/use-app-form.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: 'Make forms with useAppForm (src/shared/forms/use-app-form.ts): no message on blur.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route's search is not its loader's deps: each new filter would be a new match, and on a
    // slow machine the router put its page loader in place of the filters and the list on every
    // Apply (docs/decisions/234-filters-keep-the-route-match.md). The loader reads location.search.
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.callee.name='createFileRoute'] > ObjectExpression > Property[key.name='loaderDeps']",
          message: 'No loaderDeps: read the validated search from location.search in the loader (decision 234).',
        },
      ],
    },
  },
  {
    // Unit and integration tests wait for states as long as tests/setup.ts says, the one limit
    // sized for a loaded 2-core CI machine: a shorter limit of their own failed runs under load
    // (docs/decisions/175-test-and-ci-time.md).
    files: ['tests/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    ignores: ['tests/e2e/**', 'tests/real-backend/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression:matches([callee.name=/^(waitFor|waitForElementToBeRemoved|findBy|findAllBy)/], [callee.property.name=/^(findBy|findAllBy)/]) > ObjectExpression > Property[key.name='timeout']",
          message: 'Wait as long as tests/setup.ts says (asyncUtilTimeout): no timeout of its own.',
        },
        {
          selector: "CallExpression[callee.name='waitForPath'][arguments.length>2]",
          message: 'waitForPath waits as long as tests/setup.ts says (asyncUtilTimeout): no timeout of its own.',
        },
        {
          // One place sets user-event up for every test (docs/decisions/221-vitest-time-typing.md).
          selector: "CallExpression[callee.object.name='userEvent']",
          message: 'Set user-event up with setupUser() from tests/render.tsx, the one place that sets it up.',
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  // Last: turns off every stylistic rule that Prettier owns.
  prettier,
)
