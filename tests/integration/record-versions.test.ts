import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { api } from '@/shared/api/client'
import { recordVersion } from '@/shared/api/record-versions'
import { type ConflictError, isConflictError } from '@/shared/api/errors'
import { tokens } from '@/shared/api/tokens'

const BASE = 'http://localhost/api'

beforeEach(() => {
  tokens.set({ access: 'access-0', refresh: 'refresh-1' })
})

/** A record at `path` whose server sends `etag` (or none) and records the If-Match it is sent. */
function versionedRecord(path: string, etag: string | null) {
  const seen: (string | null)[] = []
  const headers = etag ? { ETag: etag } : undefined
  server.use(
    http.get(`${BASE}${path}`, () => HttpResponse.json({ id: 7, name: 'Archana' }, { headers })),
    http.patch(`${BASE}${path}`, ({ request }) => {
      const ifMatch = request.headers.get('If-Match')
      seen.push(ifMatch)
      if (etag && ifMatch && ifMatch !== etag) {
        return HttpResponse.json(
          { detail: 'Changed by someone else.', code: 'precondition_failed', current: { id: 7, name: 'Their name', block_unit: 2 } },
          { status: 412, headers: { ETag: etag } },
        )
      }
      return HttpResponse.json({ id: 7, name: 'Saved' }, { headers })
    }),
  )
  return seen
}

describe('record versions in the HTTP client', () => {
  it('remembers the ETag of a read by the record path, for its absolute url too, and sends it as If-Match when asked', async () => {
    const seen = versionedRecord('/test/record/7/', '"v1"')
    await api.get('/test/record/7/')
    expect(recordVersion('/test/record/7/')).toBe('"v1"')
    expect(recordVersion(`${BASE}/test/record/7/`)).toBe('"v1"')
    await api.patch('/test/record/7/', { name: 'Mine' }, { ifMatch: recordVersion(`${BASE}/test/record/7/`) })
    expect(seen).toEqual(['"v1"'])
  })

  it('turns a 412 into a ConflictError with the current record camelCased and its version', async () => {
    versionedRecord('/test/record/8/', '"v2"')
    const error = await api.patch('/test/record/8/', { name: 'Mine' }, { ifMatch: '"v1"' }).catch((e: unknown) => e)
    expect(isConflictError(error)).toBe(true)
    const conflict = error as ConflictError
    expect(conflict.status).toBe(412)
    expect(conflict.code).toBe('precondition_failed')
    expect(conflict.message).toBe('Changed by someone else.')
    expect(conflict.current).toEqual({ id: 7, name: 'Their name', blockUnit: 2 })
    expect(conflict.version).toBe('"v2"')
  })

  it('sends no If-Match when the server sends no ETag (a backend without versions keeps working)', async () => {
    const seen = versionedRecord('/test/record/9/', null)
    await api.get('/test/record/9/')
    expect(recordVersion('/test/record/9/')).toBeNull()
    await api.patch('/test/record/9/', { name: 'Mine' }, { ifMatch: recordVersion('/test/record/9/') })
    expect(seen).toEqual([null])
  })
})
