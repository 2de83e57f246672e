/**
 * The mocked backend for Node (vitest): a non-persistent store and an msw server.
 *
 * Tests start it themselves:
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMockDb(); });
 *   afterAll(() => server.close());
 */
import { setupServer } from 'msw/node'
import { expireAllAccessTokens as expireAccessTokensOf, issueTokenPair, type TokenPair } from './auth'
import { NODE_ACCESS_TOKEN_LIFETIME_SEC } from './config'
import { type Db, MockStore } from './db'
import { devControlOf } from './dev-control'
import { setFileRenderer } from './files/renderer'
import { FAULTS_EVENT } from './worker-messages'
import { createHandlers } from './handlers'

export { recordAnswers } from './router'
export { DEMO_ACCOUNTS, MANAGER_PERMISSIONS, TEMPLE, USER } from './seed'
export type { DemoAccount } from './seed'

/** The database of the Node mock server (fresh seed, never persisted). */
export const mockStore = new MockStore({ settings: { accessTokenLifetimeSec: NODE_ACCESS_TOKEN_LIFETIME_SEC } })

export const server = setupServer(...createHandlers(mockStore, {}))

// Files are rendered here, with the writers loaded on the first file. The description is copied
// the way postMessage copies it to the demo's page (decision 228), so one it could not send fails here too.
setFileRenderer(async (spec) => (await import('./files/render')).render(structuredClone(spec)))

// The app and the mock share one process here: the page's fault event is raised directly, as the
// browser's mock-page side does for the worker's message (browser.ts).
devControlOf(mockStore).announceTo((faults) => {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(FAULTS_EVENT, { detail: faults }))
})

/** Back to the seed database and the default settings (token lifetimes); no faults, empty request log. */
export function resetMockDb(): void {
  mockStore.reset()
  mockStore.resetSettings()
  devControlOf(mockStore).reset()
}

/** The current database, to inspect or arrange state in a test. */
export function getMockDb(): Db {
  return mockStore.get()
}

/** Make every access token issued so far invalid: its next use gets 401 token_not_valid. */
export function expireAllAccessTokens(): void {
  expireAccessTokensOf(mockStore)
}

/** Lifetime of access tokens issued from now on (0 makes them expire immediately). */
export function setAccessTokenLifetime(seconds: number): void {
  mockStore.settings.accessTokenLifetimeSec = seconds
}

/** Issue a token pair for a seed user without going through the login endpoint. */
export function issueTokensFor(email: string): TokenPair {
  const user = mockStore.get().users.find((u) => u.email.toLowerCase() === email.toLowerCase())
  if (!user) throw new Error(`No mock user with email ${email}`)
  return issueTokenPair(mockStore, user)
}
