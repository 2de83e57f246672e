import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetMockDb, server } from '../mocks/node'
import { toaster } from '@/shared/ui/toaster'
// The app loads the toast view on demand (decision 081); tests have it ready so a toast shows at once.
import '@/shared/ui/toaster-view'
import englishShell from 'virtual:locale/en/shell'
import englishScreens from 'virtual:locale/en/screens'
import { activateCatalog } from '@/shared/i18n'

// Tests read the interface in English, the spec's own strings.
const english = { ...englishShell, ...englishScreens }
activateCatalog('en', english)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  toaster.remove()
  server.resetHandlers()
  resetMockDb()
  localStorage.clear()
  if (globalThis.document && document.documentElement.lang !== 'en') activateCatalog('en', english)
})
afterAll(() => server.close())
