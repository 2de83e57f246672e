import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The layers of the code, as path zones (docs/architecture.md, "Folder layout"). Each zone names the files
 * it governs (`target`) and the places they may not import from (`from`), relative to `root`.
 * A function of the root so tests/guardrails runs the very same rules over a fixture tree.
 */
export function boundaryZones(root) {
  const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return [
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'Features do not import each other; compose them in a route.',
    })),
    {
      target: './src/features',
      from: ['./src/routes', './src/app', './src/layout', './src/main.tsx'],
      message: 'Features sit below routes, app and layout.',
    },
    {
      target: './src/shared',
      from: ['./src/features', './src/session', './src/layout', './src/routes', './src/app', './src/main.tsx', './mocks'],
      message: 'shared imports nothing of ours outside shared.',
    },
    {
      target: './src/session',
      from: ['./src/features', './src/routes', './src/app', './src/layout', './src/main.tsx'],
      message: 'session sits below features.',
    },
    { target: './src/layout', from: ['./src/routes', './src/app', './src/main.tsx'], message: 'layout sits below routes and app.' },
    { target: './mocks', from: './src', message: 'mocks/ is the server: it never imports src/.' },
    {
      target: './contract',
      from: ['./src', './mocks'],
      message: 'contract/ is what src/ and mocks/ agree on: it imports nothing of ours.',
    },
  ]
}

/** Import boundaries and the cycle check, for the TypeScript files below `root`. */
export function boundaryConfig(root, files = ['**/*.{ts,tsx}']) {
  return {
    files,
    plugins: { 'import-x': importX },
    settings: {
      // Without it the cycle check cannot read the TypeScript files an import leads to.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  }
}
