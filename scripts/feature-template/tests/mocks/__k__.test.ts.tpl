import { describe, expect, it } from 'vitest'
import { api, login } from './api'

const LIST = '/temple/t-admin/__k__/'

describe('__k__ mock endpoints', () => {
  it('lists, creates, changes and deletes in the temple', async () => {
    const { access } = await login('admin@example.com')
    const post = await api(LIST, { method: 'POST', token: access, temple: 1, body: { name: 'First' } })
    expect(post.status).toBe(201)
    const { url } = (await post.json()) as { url: string }
    expect(await (await api(LIST, { token: access, temple: 1 })).json()).toContainEqual(expect.objectContaining({ name: 'First' }))
    const patch = await api(url, { method: 'PATCH', token: access, temple: 1, body: { name: 'Second' } })
    expect(await patch.json()).toMatchObject({ name: 'Second' })
    expect((await api(url, { method: 'DELETE', token: access, temple: 1 })).status).toBe(204)
    expect((await api(url, { token: access, temple: 1 })).status).toBe(404)
  })

  it('refuses a blank name at its field', async () => {
    const { access } = await login('admin@example.com')
    const res = await api(LIST, { method: 'POST', token: access, temple: 1, body: { name: ' ' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toHaveProperty('name')
  })

  it('needs the view___m__ permission', async () => {
    const { access } = await login('manager@example.com')
    expect((await api(LIST, { token: access, temple: 1 })).status).toBe(403)
  })
})
