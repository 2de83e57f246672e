import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchContract } from '../contract-check'

/**
 * The unit files share a worker's modules (vite.config.ts), so tests/setup.ts runs again over the
 * same msw server for each of them: it must keep one watch on it, and keep it when a test takes
 * every listener off the server.
 */
const server = setupServer(http.post('http://localhost/api/user/v2/auth/', () => HttpResponse.json({ unexpected: true })))
const login = () => fetch('http://localhost/api/user/v2/auth/', { method: 'POST', body: '{}' })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('the contract watch of the mocked backend', () => {
  it('is one per server: a second file setting it up again does not report an answer twice', async () => {
    const first = watchContract(server, () => true)
    const again = watchContract(server, () => true)
    await login()
    expect(again).toBe(first)
    expect(await again.take()).toEqual([expect.stringMatching(/^POST \/user\/v2\/auth\/ → 200 \(login\)/)])
  })

  it('watches again after a test took every listener off the server', async () => {
    const watch = watchContract(server, () => true)
    server.events.removeAllListeners()
    watch.attach()
    await login()
    expect(await watch.take()).toHaveLength(1)
  })
})
