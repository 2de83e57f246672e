import { describe, expect, it } from 'vitest'
import { endpoints, findEndpoint } from '../../contract/endpoints'
import { HTTP_METHODS } from '../../contract/dev-tools'
import { ALL_ROUTES } from '../../mocks/handlers'
import { contractProblem } from '../contract-check'

const deity = {
  id: 1,
  url: 'http://localhost/api/temple/t-admin/deity/1/',
  name: 'Ganesha',
  is_main: true,
  deity_img: null,
  offerings: ['http://localhost/api/temple/t-admin/offering/3/'],
  temple_id: 1,
}
const answer = (method: string, path: string, status: number, body: unknown) => ({
  method,
  url: `http://localhost/api${path}`,
  status,
  body: body === undefined ? '' : JSON.stringify(body),
})

/** The mock's API routes and methods (its `/__mock__/` control endpoints are not the API's). */
const mockEndpoints = ALL_ROUTES.filter((route) => !route.path.startsWith('/__mock__/')).flatMap((route) =>
  HTTP_METHODS.filter((method) => route.methods[method]).map((method) => ({
    method,
    path: route.path.replace(':kind', 'cover').replace(/:\w+/g, '7'),
  })),
)

describe('the contract (contract/endpoints/)', () => {
  it('describes every endpoint the mocked backend serves, and nothing it does not', () => {
    const missing = mockEndpoints.filter(({ method, path }) => !findEndpoint(method, path)).map(({ method, path }) => `${method} ${path}`)
    expect(missing).toEqual([])
    const served = new Set(mockEndpoints.map(({ method, path }) => findEndpoint(method, path)?.id))
    expect(endpoints.filter((endpoint) => !served.has(endpoint.id)).map((endpoint) => endpoint.id)).toEqual([])
  })

  it('names each endpoint once', () => {
    const ids = endpoints.map((endpoint) => endpoint.id)
    expect(new Set(ids).size).toBe(ids.length)
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('matches fixed segments before parameters', () => {
    expect(findEndpoint('GET', '/temple/t-admin/admins/me/')?.id).toBe('getOwnMembership')
    expect(findEndpoint('GET', '/temple/t-admin/admins/12/')?.id).toBe('getMember')
    expect(findEndpoint('GET', '/temple/t-admin/bank/')?.id).toBe('getBankAccount')
    expect(findEndpoint('PUT', '/temple/t-admin/3/img/logo/')?.id).toBe('uploadTempleImage')
    expect(findEndpoint('GET', '/temple/t-admin/deity/abc/')).toBeUndefined()
  })
})

describe('checking an answer against the contract', () => {
  it('passes an answer in the contract, and the errors every endpoint may give', () => {
    expect(contractProblem(answer('GET', '/temple/t-admin/deity/1/', 200, deity))).toBeNull()
    expect(contractProblem(answer('GET', '/temple/t-admin/deity/', 200, [deity, deity]))).toBeNull()
    expect(
      contractProblem(answer('GET', '/temple/t-admin/deity/', 200, { count: 1, next: null, previous: null, results: [deity] })),
    ).toBeNull()
    expect(
      contractProblem(answer('GET', '/temple/t-admin/deity/1/', 200, { count: 1, next: null, previous: null, results: [deity] })),
    ).toMatch(/getDeity/)
    expect(contractProblem(answer('DELETE', '/temple/t-admin/deity/1/', 204, undefined))).toBeNull()
    expect(contractProblem(answer('POST', '/temple/t-admin/deity/', 400, { name: ['This field is required.'] }))).toBeNull()
    expect(contractProblem(answer('GET', '/temple/t-admin/deity/1/', 404, { detail: 'Not found.' }))).toBeNull()
  })

  it('names the method, path, status, endpoint and field of a body that drifted', () => {
    const { is_main: _gone, ...withoutMain } = deity
    expect(contractProblem(answer('GET', '/temple/t-admin/deity/', 200, [deity, withoutMain]))).toBe(
      'GET /temple/t-admin/deity/ → 200 (listDeities):\n✖ Invalid input: expected boolean, received undefined\n  → at [1].is_main',
    )
    expect(contractProblem(answer('GET', '/temple/t-admin/deity/1/', 200, { ...deity, url: '/api/temple/t-admin/deity/1/' }))).toMatch(
      /getDeity[\s\S]*an absolute http\(s\) url[\s\S]*at url/,
    )
  })

  it('refuses an endpoint or a status the contract does not have, a body on a 204 and a body that is not JSON', () => {
    expect(contractProblem(answer('GET', '/temple/t-admin/shrine/', 200, []))).toBe(
      'GET /temple/t-admin/shrine/ → 200: no such endpoint in contract/endpoints/',
    )
    expect(contractProblem(answer('POST', '/temple/t-admin/deity/', 200, deity))).toBe(
      'POST /temple/t-admin/deity/ → 200: the contract has no 200 answer for createDeity',
    )
    expect(contractProblem(answer('DELETE', '/temple/t-admin/deity/1/', 204, {}))).toMatch(/a body where the contract has none/)
    expect(contractProblem({ ...answer('GET', '/temple/t-admin/deity/1/', 404, undefined), body: '<h1>Not Found</h1>' })).toMatch(
      /not JSON/,
    )
    expect(contractProblem(answer('GET', '/temple/t-admin/deity/1/', 403, { message: 'no' }))).toMatch(/403/)
  })

  it("leaves the mock's control endpoints and server errors alone", () => {
    expect(contractProblem(answer('GET', '/__mock__/outbox', 200, { anything: 1 }))).toBeNull()
    expect(contractProblem({ ...answer('GET', '/temple/t-admin/deity/', 500, undefined), body: '<h1>Server Error</h1>' })).toBeNull()
  })
})
