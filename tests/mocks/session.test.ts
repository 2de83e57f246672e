import { describe, expect, it, vi } from 'vitest'
import { expireAllAccessTokens, setAccessTokenLifetime } from '../../mocks/node'
import { api, login } from './api'

describe('POST /user/v2/auth/', () => {
  it('returns tokens and the user for valid credentials', async () => {
    const res = await api('/user/v2/auth/', {
      method: 'POST',
      body: { email: 'admin@example.com', password: 'Admin@123', device_id: 'd1' },
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.jwt.access.split('.')).toHaveLength(3)
    expect(body.jwt.refresh.split('.')).toHaveLength(3)
    expect(body.user).toEqual({
      id: 1,
      url: 'http://localhost/api/user/1/',
      email: 'admin@example.com',
      first_name: 'Arjun',
      last_name: 'Menon',
      full_name: 'Arjun Menon',
      phone: '+91 94470 12345',
      is_staff: false,
    })
    const payload = JSON.parse(atob(body.jwt.access.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    expect(payload).toMatchObject({ user_id: 1, token_type: 'access' })
    expect(typeof payload.exp).toBe('number')
    expect(typeof payload.jti).toBe('string')
  })

  it('marks the staff demo user as staff', async () => {
    const { user } = await login('staff@example.com')
    expect(user).toMatchObject({ full_name: 'Lakshmi Iyer', is_staff: true })
  })

  it('rejects a wrong password with 401 and the simplejwt message', async () => {
    const res = await api('/user/v2/auth/', {
      method: 'POST',
      body: { email: 'admin@example.com', password: 'wrong', device_id: 'd1' },
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ detail: 'No active account found with the given credentials' })
  })

  it('reports missing and blank fields as DRF field errors', async () => {
    let res = await api('/user/v2/auth/', { method: 'POST', body: { device_id: 'd1' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ email: ['This field is required.'], password: ['This field is required.'] })

    res = await api('/user/v2/auth/', { method: 'POST', body: { email: '', password: 'x' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ email: ['This field may not be blank.'] })
  })
})

describe('token refresh', () => {
  it('rotates the refresh token and rejects the old one', async () => {
    const { refresh } = await login('admin@example.com')
    const res = await api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh } })
    expect(res.status).toBe(200)
    const rotated = await res.json()
    expect(rotated.refresh).not.toBe(refresh)
    expect((await api('/user/', { token: rotated.access })).status).toBe(200)

    const reused = await api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh } })
    expect(reused.status).toBe(401)
    expect(await reused.json()).toMatchObject({ code: 'token_not_valid' })

    const next = await api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh: rotated.refresh } })
    expect(next.status).toBe(200)
  })

  it('refuses garbage and access tokens as refresh tokens', async () => {
    const { access } = await login('admin@example.com')
    for (const refresh of ['not-a-token', access]) {
      const res = await api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh } })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' })
    }
  })
})

describe('access token checks', () => {
  it('answers 401 without a code when the Authorization header is missing', async () => {
    const res = await api('/user/')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' })
  })

  it('answers 401 token_not_valid for an expired access token', async () => {
    setAccessTokenLifetime(0)
    const { access } = await login('admin@example.com')
    const res = await api('/user/', { token: access })
    expect(res.status).toBe(401)
    const body = await res.json()
    expect(body).toMatchObject({ detail: 'Given token not valid for any token type', code: 'token_not_valid' })
    expect(Array.isArray(body.messages)).toBe(true)
  })

  it('expireAllAccessTokens invalidates issued access tokens; refresh still works', async () => {
    const { access, refresh } = await login('admin@example.com')
    expect((await api('/user/', { token: access })).status).toBe(200)
    expireAllAccessTokens()
    const res = await api('/user/', { token: access })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'token_not_valid' })

    const refreshed = await api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh } })
    const tokens = await refreshed.json()
    expect((await api('/user/', { token: tokens.access })).status).toBe(200)
  })

  it('rejects a tampered token', async () => {
    const { access } = await login('manager@example.com')
    const [header, , signature] = access.split('.')
    const forged = btoa(JSON.stringify({ token_type: 'access', exp: 9999999999, iat: 0, jti: 'x', user_id: 1 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    const res = await api('/user/', { token: `${header}.${forged}.${signature}` })
    expect(res.status).toBe(401)
  })
})

describe('current user', () => {
  it('reads and partially updates the current user', async () => {
    const { access } = await login('manager@example.com')
    const res = await api('/user/', {
      method: 'PATCH',
      token: access,
      body: { first_name: 'Ravindran', phone: '+91 90000 11111', email: 'ignored@example.com' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      first_name: 'Ravindran',
      full_name: 'Ravindran Nair',
      phone: '+91 90000 11111',
      email: 'manager@example.com',
    })
    const bad = await api('/user/', { method: 'PATCH', token: access, body: { phone: 'abc' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ phone: ['Enter a valid phone number.'] })
  })

  it('logout blacklists the refresh token it is given, and only that one (as simplejwt does)', async () => {
    const { access, refresh } = await login('admin@example.com')
    const other = await login('admin@example.com')
    const refreshWith = (token: string) => api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh: token } })
    const res = await api('/user/logout/', { method: 'DELETE', token: access, body: { refresh } })
    expect(res.status).toBe(204)
    const refused = await refreshWith(refresh)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' })
    // The access token lives out its short life; the user's other session is left alone.
    expect((await api('/user/', { token: access })).status).toBe(200)
    expect((await refreshWith(other.refresh)).status).toBe(200)
  })

  it('logout refuses a missing, invalid or another user’s refresh token with 400', async () => {
    const { access } = await login('admin@example.com')
    const manager = await login('manager@example.com')
    const logout = (body?: unknown) => api('/user/logout/', { method: 'DELETE', token: access, body })
    const missing = await logout()
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ refresh: ['This field is required.'] })
    for (const refresh of ['not-a-token', manager.refresh, access]) {
      const res = await logout({ refresh })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ refresh: ['Token is invalid or expired'] })
    }
    expect((await api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh: manager.refresh } })).status).toBe(200)
  })
})

describe('routing', () => {
  it('answers 405 for a method the endpoint does not allow', async () => {
    const res = await api('/user/v2/auth/', { method: 'GET' })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toContain('POST')
    expect(await res.json()).toEqual({ detail: 'Method "GET" not allowed.' })
  })

  it('lists the demo accounts without authentication', async () => {
    const res = await api('/__mock__/accounts')
    expect(res.status).toBe(200)
    const accounts = await res.json()
    expect(accounts.map((a: { email: string }) => a.email)).toEqual([
      'admin@example.com',
      'staff@example.com',
      'manager@example.com',
      'newbie@example.com',
    ])
    expect(accounts[0]).toMatchObject({ password: 'Admin@123', full_name: 'Arjun Menon' })
    expect(typeof accounts[0].description).toBe('string')
  })

  it('answers 404 Not found for an unknown API path, with a hint on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const res = await api('/no/such/endpoint/')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ detail: 'Not found.' })
    expect(warn).toHaveBeenCalledWith('[mocks] No mock route for GET /api/no/such/endpoint/')
    warn.mockRestore()
  })

  it('resets the database through the mock control endpoint', async () => {
    const { access } = await login('admin@example.com')
    await api('/user/', { method: 'PATCH', token: access, body: { first_name: 'Changed' } })
    const reset = await api('/__mock__/reset', { method: 'POST' })
    expect(reset.status).toBe(204)
    const { user } = await login('admin@example.com')
    expect(user.full_name).toBe('Arjun Menon')
  })
})
