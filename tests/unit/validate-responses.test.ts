/**
 * The check of a real server's responses against an OpenAPI 3.1 document (issue 27, item 6),
 * proved on the real-backend tests' own small document: a conforming response passes, a response
 * that breaks the document fails with the reason.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createValidator, report, validateRecords } from '../real-backend/validate-responses.mjs'

const fixture = JSON.parse(readFileSync(join(process.cwd(), 'tests/real-backend/fixture-openapi.json'), 'utf8')) as Record<string, unknown>
const { check } = createValidator(fixture)

const deity = {
  id: 4,
  url: 'http://127.0.0.1:8021/temple/t-admin/deity/4/',
  name: 'Sree Krishna',
  is_main: false,
  deity_img: null,
  offerings: ['http://127.0.0.1:8021/temple/t-admin/offering/3/'],
  temple_id: 1,
}
const record = (method: string, path: string, status: number, body: unknown, contentType = body === null ? '' : 'application/json') => ({
  method,
  path,
  status,
  contentType,
  body,
})

describe('recorded responses against an OpenAPI 3.1 document', () => {
  it('accepts responses the document describes, through $ref, allOf, oneOf, path templates, ranges and empty bodies', () => {
    const good = [
      record('POST', '/user/v2/auth/refresh/', 200, { access: 'a.b.c', refresh: 'd.e.f' }),
      record('POST', '/user/v2/auth/refresh/', 401, { detail: 'Token is blacklisted', code: 'token_not_valid' }),
      record('GET', '/user/', 403, { detail: 'Given token not valid for any token type', code: 'token_not_valid', messages: [] }),
      record('DELETE', '/user/logout/', 204, null),
      record('DELETE', '/user/logout/', 400, { refresh: ['Token is invalid or expired'] }),
      record('GET', '/temple/t-admin/deity/4/', 200, deity),
      record('GET', '/temple/t-admin/deity/', 200, [deity]),
      record('GET', '/temple/t-admin/deity/', 200, { count: 1, next: null, previous: null, results: [deity] }),
    ]
    for (const response of good)
      expect(check(response), `${response.method} ${response.path} ${response.status}`).toMatchObject({ errors: [] })
    expect(check(good[5]!).operation).toBe('GET /temple/t-admin/deity/{id}/')
    expect(validateRecords(fixture, good).failures).toEqual([])
  })

  it('fails a response that breaks the document, and says where', () => {
    expect(check(record('POST', '/user/v2/auth/refresh/', 200, { access: 'a.b.c' })).errors).toEqual([
      '(body) must have required property \'refresh\' {"missingProperty":"refresh"}',
    ])
    expect(check(record('POST', '/user/v2/auth/refresh/', 401, { detail: 'Nope', code: 'expired' })).errors.join()).toMatch(
      /\/code must be equal to constant/,
    )
    expect(check(record('GET', '/temple/t-admin/deity/4/', 200, { ...deity, deity_img: 'not a url' })).errors.join()).toMatch(
      /\/deity_img must match format "uri"/,
    )
    expect(check(record('GET', '/temple/t-admin/deity/', 200, { results: [deity] })).errors.length).toBeGreaterThan(0)
    expect(check(record('POST', '/user/v2/auth/refresh/', 500, null, 'text/html')).errors).toEqual(['status 500 is not documented'])
    expect(check(record('GET', '/user/', 200, null, 'text/html')).errors).toEqual([
      'status 200: a JSON body is documented, the server sent text/html',
    ])
    expect(check(record('DELETE', '/user/logout/', 204, { refresh: 'x' })).errors).toEqual([
      'status 204 is documented without a JSON body, but the server sent one',
    ])
  })

  it('follows a response that is a $ref to components/responses', () => {
    const document = {
      openapi: '3.1.0',
      paths: { '/user/': { get: { responses: { '401': { $ref: '#/components/responses/NotAuthenticated' } } } } },
      components: {
        responses: {
          NotAuthenticated: {
            description: 'Not signed in',
            content: {
              'application/json': { schema: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } } },
            },
          },
        },
      },
    }
    const { check: checkRef } = createValidator(document)
    expect(checkRef(record('GET', '/user/', 401, { detail: 'Authentication credentials were not provided.' }))).toEqual({
      operation: 'GET /user/',
      errors: [],
    })
    expect(checkRef(record('GET', '/user/', 401, { message: 'no' })).errors).toEqual([
      '(body) must have required property \'detail\' {"missingProperty":"detail"}',
    ])
  })

  it('skips what the document does not name, unless every response must be described', () => {
    const other = record('GET', '/temple/t-admin/offering/', 200, [])
    expect(check(other)).toEqual({ operation: null, errors: [] })
    expect(validateRecords(fixture, [other])).toMatchObject({ checked: 0, skipped: 1, failures: [] })
    const strict = validateRecords(fixture, [other], { requireAll: true })
    expect(strict.failures).toHaveLength(1)
    expect(report(strict)).toContain('FAIL GET /temple/t-admin/offering/ → 200')
  })

  it('matches behind a path prefix, and refuses a document that is not OpenAPI 3.1', () => {
    const { check: prefixed } = createValidator(fixture, { basePath: '/api' })
    expect(prefixed(record('GET', '/api/temple/t-admin/deity/4/', 200, deity))).toEqual({
      operation: 'GET /temple/t-admin/deity/{id}/',
      errors: [],
    })
    expect(() => createValidator({ ...fixture, openapi: '3.0.3' })).toThrow(/Not an OpenAPI 3.1 document/)
  })
})
