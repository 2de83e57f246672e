import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { recordAnswers, resetMockDb, server } from '../mocks/node'
import { runAfterTest } from './after-test'
import { watchContract } from './contract-check'
import { toaster } from '@/shared/ui/toaster'
// The app loads the toast view on demand (decision 081); tests have it ready so a toast shows at once.
import '@/shared/ui/toaster-view'
import catalogs from 'virtual:locale/catalogs'
import { activateCatalog, areaMessages, type ScreenArea } from '@/shared/i18n'
import { settingsStore } from '@/layout/settings/store'

// Tests read the interface in English, the spec's own strings: every part of it, as components
// render without the routes that load their areas.
const shell = await catalogs.en!()
const areas = await Promise.all(Object.values(shell.areas).map((load) => load!()))
const english = Object.assign({}, shell.default, ...areas.map((part) => part.default)) as typeof shell.default
activateCatalog('en', english)
// The route guards find every English area loaded, as a page does once it has shown them.
await areaMessages(...(Object.keys(shell.areas) as ScreenArea[]))

// Every answer of the mock's routes is checked against the contract (contract/endpoints/). The
// unit files share a worker's modules (vite.config.ts): this file runs again for each of them, over
// the same server, and keeps one watch on it.
const mockAnswers = new Set<string>()
recordAnswers((requestId) => mockAnswers.add(requestId))
const contract = watchContract(server, (requestId) => mockAnswers.delete(requestId))

// Tests wait for states, never for time: a `findBy`/`waitFor` returns as soon as its state shows,
// and this is only how long it may take on a loaded 2-core CI machine before the test fails
// (the default 1 s failed whole runs at a load of 15; 10 s, at 25; 15 s, at 18 with other test
// runs and builds beside it; 30 s, at 29-31). It is the only such limit: the tests set none of
// their own (eslint.config.js). The per-test limit is in vite.config.ts.
configure({ asyncUtilTimeout: 60_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// Even after a test took every listener off the server (`server.events.removeAllListeners()`).
beforeEach(() => contract.attach())
// The test files share their worker's modules and page (vite.config.ts): whatever a test changed
// outside its own render is put back here, for the next test of its file and for the next file.
afterEach(async () => {
  // What test helpers asked to undo (tests/render.tsx: the session-end listeners of the app).
  runAfterTest()
  cleanup()
  // What a test left in the page besides its render (nodes it added itself).
  globalThis.document?.body.replaceChildren()
  vi.useRealTimers()
  toaster.remove()
  server.resetHandlers()
  resetMockDb()
  // The shell's settings (layout, colour mode, RTL) live in a module, read from storage once.
  settingsStore.reset()
  localStorage.clear()
  globalThis.sessionStorage?.clear()
  // The address a test moved the page to (window.history) is not the next test's.
  if (globalThis.location && location.href !== 'http://localhost/') history.replaceState(null, '', '/')
  const root = globalThis.document?.documentElement
  if (root && (root.lang !== 'en' || root.dir !== 'ltr')) activateCatalog('en', english)
  const problems = await contract.take()
  if (problems.length > 0) throw new Error(`The mocked backend answered off the contract:\n\n${problems.join('\n\n')}`)
})
afterAll(() => server.close())
