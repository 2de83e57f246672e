/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import type { Plugin } from 'vite'
import { cspPlugin } from './scripts/csp'
import { lazyRecipesPlugin } from './scripts/lazy-recipes'
import { localesPlugin } from './scripts/locales'

/** public/ is copied into every build; a production build must not ship the mock worker. */
function dropMockWorker(outDir: string): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    closeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
      // The demo's stand-in for downloaded files (mocks/documents.ts).
      rmSync(resolve(outDir, '__mock__'), { recursive: true, force: true })
    },
  }
}

/**
 * Fewer, larger chunks on the critical path (docs/decisions/080-list-performance.md): the
 * runtime every page needs, and the UI kit pieces shared by many screens, each as one file
 * instead of dozens of tiny shared chunks. Heavy widgets only some screens open (dialogs,
 * menus, popovers, forms) stay in their own lazily loaded chunks.
 */
const CHUNK_GROUPS = [
  {
    name: 'runtime',
    test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|ky)[\\/]/,
    priority: 30,
  },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
  {
    name: 'mock',
    test: /node_modules[\\/](msw|@mswjs|tough-cookie|tldts.*|@open-draft|headers-polyfill|outvariant|path-to-regexp|rettime|strict-event-emitter|set-cookie-parser|cookie|statuses|until-async|is-node-process|graphql)[\\/]|[\\/]mocks[\\/]/,
    priority: 20,
  },
  // The style engine and the plain (state-machine free) components nearly every screen shows.
  {
    name: 'ui',
    test: /[\\/]src[\\/]app[\\/]recipe-registry\.ts$|node_modules[\\/](@emotion|@pandacss|stylis|react-is|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?!components[\\/]|theme[\\/]recipes[\\/])|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](?!(accordion|checkbox|dialog|drawer|menu|popover|progress|radio-group|switch|tabs|toast|tooltip)\.js)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|flex|stack|text|heading|button|icon-button|group|grid|simple-grid|center|container|badge|card|table|skeleton|spinner|separator|link|image|native-select|empty-state|icon|alert|input|textarea|kbd|visually-hidden|show|portal|client-only|for|span|bleed|wrap|float|absolute-center|aspect-ratio|code|mark|em|blockquote|list|stat|status)[\\/])/,
    priority: 10,
  },
]

// The mocked backend runs in the demo build and in `vite dev` when no API URL is configured.
// `__MOCKED__` is a compile-time constant, so `npm run build` drops every mock import.
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const mocked = mode === 'demo' || (command === 'serve' && mode !== 'test' && !env.VITE_API_URL)
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist'
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      // The /dev panel exists only in the mocked mode; its messages stay out of the production build.
      localesPlugin(fileURLToPath(new URL('./src/shared/i18n/locales', import.meta.url)), {
        leaveOut: command === 'build' && !mocked ? ['dev-tools', 'dev-footer'] : [],
      }),
      lazyRecipesPlugin(
        fileURLToPath(new URL('./src/app/recipe-registry.ts', import.meta.url)),
        fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme/recipes', import.meta.url)),
      ),
      ...(mocked ? [] : [dropMockWorker(outDir)]),
      // The CSP goes into the production build only (dev and demo run msw and need more).
      ...(command === 'build' && !mocked ? [cspPlugin(env.VITE_API_URL)] : []),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
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
        output: { codeSplitting: { groups: CHUNK_GROUPS } },
        treeshake: { manualPureFunctions: ['defineConfig'] },
      },
    },
    server: { port: Number(process.env.PORT ?? 5173) },
    preview: { port: Number(process.env.PORT ?? 4173) },
    test: {
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: 'http://localhost/' } },
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      testTimeout: 20000,
      // Vitest keeps one core for itself by default, which on a 2-core machine leaves one worker
      // and half the machine idle while the integration files render; two workers use both.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      css: false,
      clearMocks: true,
    },
  }
})
