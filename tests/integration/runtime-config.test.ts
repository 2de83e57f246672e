/**
 * One build, many environments (issue 27, item 5): the production build reads config.json at
 * start-up; its values replace the build's, and requests wait for it (src/main.tsx).
 */
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { api } from '@/shared/api/client'
import { holdRequestsUntil } from '@/shared/api/gate'
import { tokens } from '@/shared/api/tokens'
import { env, loadRuntimeConfig } from '@/shared/lib/env'

const built = { ...env }

afterEach(() => {
  Object.assign(env, built)
  vi.restoreAllMocks()
})

describe('config.json', () => {
  it('replaces the API URL and the other settings; requests sent meanwhile wait for it and go to the configured API', async () => {
    let answer!: () => void
    const served = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('http://localhost/config.json', async () => {
        await served
        return HttpResponse.json({
          apiUrl: 'https://api.temple.example/v2/',
          googleMapsApiKey: ' maps-key ',
          pluginHost: 'https://plugin.temple.example',
          downloadHosts: ['https://files.temple.example/media/', 'ftp://nope.example'],
        })
      }),
      http.get('https://api.temple.example/v2/user/', ({ request }) => HttpResponse.json({ auth: request.headers.get('Authorization') })),
    )
    tokens.set({ access: 'access-1', refresh: 'refresh-1' })
    const config = loadRuntimeConfig()
    holdRequestsUntil(config)
    const user = api.get('/user/')
    answer()
    await config
    await expect(user).resolves.toEqual({ auth: 'JWT access-1' })
    expect(env).toMatchObject({
      apiUrl: 'https://api.temple.example/v2',
      mapsKey: 'maps-key',
      pluginHost: 'https://plugin.temple.example',
      downloadHosts: ['https://files.temple.example'],
    })
  })

  it('keeps the build’s values without a config.json, and reports one it cannot use', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get('http://localhost/config.json', () => new HttpResponse(null, { status: 404 })))
    await loadRuntimeConfig()
    expect(env).toEqual(built)
    expect(error).not.toHaveBeenCalled()
    server.use(http.get('http://localhost/config.json', () => HttpResponse.json({ apiUrl: 'javascript:alert(1)', googleMapsApiKey: 'x' })))
    await loadRuntimeConfig()
    expect(env).toEqual(built)
    expect(error).toHaveBeenCalledWith('config.json was not applied:', expect.any(Error))
    server.use(http.get('http://localhost/config.json', () => HttpResponse.html('<!doctype html><html></html>')))
    await loadRuntimeConfig()
    expect(env).toEqual(built)
  })
})
