import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetMockDb, server } from '../mocks/node'
import { toaster } from '@/shared/ui/toaster'
// The app loads the toast view on demand (decision 081); tests have it ready so a toast shows at once.
import '@/shared/ui/toaster-view'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  toaster.remove()
  server.resetHandlers()
  resetMockDb()
  localStorage.clear()
})
afterAll(() => server.close())
