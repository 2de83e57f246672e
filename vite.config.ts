/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import type { Plugin } from 'vite'

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
      ...(mocked ? [] : [dropMockWorker(outDir)]),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { __MOCKED__: JSON.stringify(mocked) },
    build: {
      outDir,
      chunkSizeWarningLimit: 700,
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
      css: false,
      clearMocks: true,
    },
  }
})
