import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetMockDb, server } from '../mocks/node'
import { toaster } from '@/shared/ui/toaster'
// The app loads the toast view on demand (decision 081); tests have it ready so a toast shows at once.
import '@/shared/ui/toaster-view'
import english from 'virtual:locale/en'
import { activateCatalog } from '@/shared/i18n'

// Tests read the interface in English, the spec's own strings.
activateCatalog('en', english)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  toaster.remove()
  server.resetHandlers()
  resetMockDb()
  localStorage.clear()
  if (document.documentElement.lang !== 'en') activateCatalog('en', english)
})
afterAll(() => server.close())
