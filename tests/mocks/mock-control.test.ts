import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { api } from './api'

describe('POST /__mock__/seed-offerings (the scroll benchmark)', () => {
  it('adds that many offerings to the temple, older than the seed, and pages them', async () => {
    const before = getMockDb().offerings.filter((o) => o.temple_id === 1).length
    const response = await api('/__mock__/seed-offerings?count=250&temple=1', { method: 'POST' })
    expect(response.ok).toBe(true)
    expect(await response.json()).toEqual({ added: 250, temple: 1 })
    const rows = getMockDb().offerings.filter((o) => o.temple_id === 1)
    expect(rows).toHaveLength(before + 250)
    expect(new Set(rows.map((o) => o.id)).size).toBe(rows.length)
    expect((await api('/__mock__/seed-offerings?count=0', { method: 'POST' })).status).toBe(400)
  })
})
