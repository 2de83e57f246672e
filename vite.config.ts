/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { cspPlugin } from './scripts/csp.ts'
import { lazyRecipesPlugin } from './scripts/lazy-recipes.ts'
import { routePreloadPlugin } from './scripts/route-preload.ts'
import { staticGlobalCssPlugin } from './scripts/static-global-css.ts'
import { localesPlugin } from './scripts/locales.ts'
import { contractDocument, MOCK_WORKER_ENTRY, mockWorker } from './scripts/mocked-mode.ts'
import { WORKER_FILE } from './mocks/worker-messages.ts'
import { CHUNK_GROUPS } from './scripts/chunk-groups.ts'

/** The test files that share a worker's modules (vitest's `unit` project, below). */
const UNIT_TESTS = ['tests/unit/**/*.test.{ts,tsx}', 'tests/mocks/**/*.test.{ts,tsx}']

/**
 * The test files that replace a module (`vi.mock`): in a shared worker the replacement would stay
 * for the files after them (vitest resets its module mocks only between fresh workers), so each of
 * them runs in a fresh worker (vitest's `isolated` project, below). Read when vitest starts.
 */
function filesMockingModules(): string[] {
  if (!process.env.VITEST) return []
  return readdirSync('tests', { recursive: true, encoding: 'utf8' })
    .map((file) => `tests/${file.split('\\').join('/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/e2e/'))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
}

/** The source folders' import aliases (tsconfig.json's paths). */
const SOURCE_ALIAS = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
}

// The mocked backend runs in the demo build and in `vite dev` when no API URL is configured.
// `__MOCKED__` is a compile-time constant, so `npm run build` drops every mock import.
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const mocked = mode === 'demo' || (command === 'serve' && mode !== 'test' && !env.VITE_API_URL)
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist'
  const mocking = filesMockingModules()
  return {
    plugins: [
      // A route's loader travels in its component's chunk (the same request, which first-load.ts
      // starts at once): the entry keeps only what matching and the guards need (decision 134).
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      }),
      react(),
      // The /dev panel exists only in the mocked mode; its messages stay out of the production build.
      localesPlugin(fileURLToPath(new URL('./src/shared/i18n/locales', import.meta.url)), {
        leaveOut: command === 'build' && !mocked ? ['dev-tools', 'dev-footer', 'demo'] : [],
      }),
      lazyRecipesPlugin(
        fileURLToPath(new URL('./src/app/recipe-registry.ts', import.meta.url)),
        fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url)),
        fileURLToPath(new URL('./src/app/theme.ts', import.meta.url)),
      ),
      // The global CSS (reset, tokens) made at build time, in index.html (decision 141).
      staticGlobalCssPlugin({ alias: SOURCE_ALIAS, define: { __MOCKED__: JSON.stringify(mocked), __LAZY_RECIPES__: 'true' } }),
      // The current address's route chunks start downloading with the entry (decision 141).
      routePreloadPlugin(fileURLToPath(new URL('./src/routes', import.meta.url))),
      ...(mocked ? [mockWorker(), contractDocument()] : []),
      // The CSP, config.json and its preload go into the production build only (dev and demo run
      // msw and need more); the deploy step rewrites them per environment (docs/deploy/README.md).
      ...(command === 'build' && !mocked
        ? [
            cspPlugin({
              apiUrl: env.VITE_API_URL,
              googleMapsApiKey: env.VITE_GOOGLE_MAPS_API_KEY,
              pluginHost: env.VITE_PLUGIN_HOST,
              downloadHosts: env.VITE_DOWNLOAD_HOSTS,
            }),
          ]
        : []),
    ],
    resolve: {
      alias: {
        ...SOURCE_ALIAS,
        // The browser mock sets no cookies: msw's cookie jar (and its public-suffix list) stays out.
        ...(mocked && command === 'build' ? { 'tough-cookie': fileURLToPath(new URL('./mocks/cookie-jar-lite.ts', import.meta.url)) } : {}),
      },
    },
    // The build registers the recipes of lazily loaded components with them (scripts/lazy-recipes.ts).
    define: { __MOCKED__: JSON.stringify(mocked), __LAZY_RECIPES__: JSON.stringify(command === 'build') },
    build: {
      outDir,
      chunkSizeWarningLimit: 700,
      // scripts/budget.mjs reads it to compute what a route loads first.
      manifest: true,
      rolldownOptions: {
        // The mocked build has a second entry: the mock's service worker, served as /mock-sw.js.
        ...(mocked ? { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'mock-sw': MOCK_WORKER_ENTRY } } : {}),
        output: {
          codeSplitting: { groups: CHUNK_GROUPS },
          entryFileNames: (chunk) => (chunk.name === 'mock-sw' ? WORKER_FILE : 'assets/[name]-[hash].js'),
        },
        treeshake: { manualPureFunctions: ['defineConfig'] },
      },
    },
    server: {
      port: Number(process.env.PORT ?? 5173),
      // The first page after `npm run dev`: the entry, the shell and the sign-in page are
      // transformed while the browser starts, not one import at a time after it asks.
      warmup: { clientFiles: ['./src/main.tsx', './src/routes/__root.tsx', './src/routes/_public/login.tsx', './src/routes/_app.tsx'] },
    },
    preview: { port: Number(process.env.PORT ?? 4173) },
    test: {
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: 'http://localhost/' } },
      setupFiles: ['./tests/setup.ts'],
      // A whole journey on a loaded 2-core machine took up to 30 s at load 15, over 60 s at load 19
      // and over 120 s at load 25 (a form typed into key by key); see tests/setup.ts. The only
      // per-test limit: a test that hangs still fails, one slowed by the machine does not.
      testTimeout: 300_000,
      // Vitest keeps one core for itself by default, which on a 2-core machine leaves one worker
      // and half the machine idle while the integration files render; two workers use both.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      css: false,
      clearMocks: true,
      // A spy put on window, document or console is taken off after its test, and so is a global
      // or an environment variable a test replaced (`vi.stubGlobal`, `vi.stubEnv`): the files share
      // a worker, below.
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      projects: [
        // Every file in a fresh worker paid tests/setup.ts again (the UI kit, the mocked backend and
        // its seed, the contract, the catalogs: 7-15 s a file under load, most of these files'
        // time). The test files share their worker's modules instead; tests/setup.ts resets what a
        // test changes after each one (docs/decisions/175-test-and-ci-time.md, 212).
        {
          extends: true,
          test: {
            name: 'unit',
            include: [...UNIT_TESTS, 'src/**/*.test.{ts,tsx}'],
            exclude: ['node_modules/**', ...mocking],
            isolate: false,
          },
        },
        // Every other test file (the rendered app: real router, routes, session), new folders included.
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: [...UNIT_TESTS, 'tests/e2e/**', 'node_modules/**', ...mocking],
            isolate: false,
          },
        },
        // The files that replace a module: a fresh worker for each.
        ...(mocking.length > 0 ? [{ extends: true as const, test: { name: 'isolated', include: mocking } }] : []),
      ],
    },
  }
})
