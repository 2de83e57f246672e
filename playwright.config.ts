import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4317)
const baseURL = `http://localhost:${port}`

/**
 * Every context starts with the mocked backend's latency off (mocks/worker-messages.ts,
 * LATENCY_KEY): the demo's 150-450 ms per request only made the tests wait. A test about slowness
 * turns latency on in the mock's faults; one that passes its own storageState keeps this entry.
 */
const noMockLatency = { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'temple-mock-latency', value: '0-0' }] }] }

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } }

/** Browser tests run the demo build (mocked backend) in Debian's Chromium; no browser is downloaded. */
export default defineConfig({
  testDir: './tests/e2e',
  // Every test has its own context, so its own mocked backend and database: tests of one file may
  // run in different workers. Two workers on a 2-core machine: a worker waits on its browser much
  // of the time (docs/decisions/209-browser-test-time.md).
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A page of the demo build waited over 10 s for its code and data at load 34 (decision 209).
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    storageState: noMockLatency,
    // CI (one retry): a trace of a failed test's retry only; recording one for every test cost about a
    // quarter of the CPU time of passing tests (docs/decisions/219-browser-tests-sign-in-once.md).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs in once per role and saves the state for the specs not about signing in (tests/e2e/signed-in.ts).
    { name: 'signed in', testMatch: /signed-in\.setup\.ts$/, use: desktop },
    { name: 'chromium', dependencies: ['signed in'], use: desktop },
  ],
  webServer: {
    command: `npx vite preview --outDir ${process.env.E2E_OUT_DIR ?? 'dist-demo'} --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
