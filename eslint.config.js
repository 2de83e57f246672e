import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Features never import each other: routes compose them. */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: features.filter((other) => other !== feature).flatMap((other) => [`@/features/${other}`, `@/features/${other}/**`, `**/features/${other}/**`, `../../${other}/**`, `../${other}/**`]),
            message: 'Features do not import each other; compose them in a route.',
          },
          { group: ['@/routes/**', '@/app/**', '@/layout/**'], message: 'Features sit below routes, app and layout.' },
        ],
      },
    ],
  },
}))

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-e2e-*', 'node_modules', 'src/routeTree.gen.ts', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'bench-results'] },
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
  ...featureBoundaries,
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', '!@/shared', '!@/shared/**'], message: 'shared imports nothing of ours outside shared.' }] }],
    },
  },
  {
    files: ['src/session/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/**', '@/routes/**', '@/app/**', '@/layout/**'], message: 'session sits below features.' }] }],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', '**/src/**', '../src/**'], message: 'mocks/ is the server: it never imports src/.' }] }],
    },
  },
)
