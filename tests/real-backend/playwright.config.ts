import { defineConfig, devices } from '@playwright/test'
import base from '../../playwright.config'

/**
 * The production build against real Django REST Framework servers (tests/real-backend/servers.ts
 * starts them): `npm run e2e:real`. One worker: the steps of an environment build on each other.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './servers.ts',
  outputDir: '../../test-results/real-backend',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: base.use?.launchOptions,
  },
  projects: [{ name: 'real-backend', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } } }],
})
