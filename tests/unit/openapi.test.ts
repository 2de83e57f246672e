import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OPENAPI_PATH, openApiDocument, openApiText } from '../../scripts/contract'

type Operation = {
  operationId: string
  security?: unknown[]
  parameters?: { $ref?: string; name?: string; in?: string }[]
  responses: Record<string, { headers?: object }>
}

const operations = () =>
  Object.entries(openApiDocument().paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  )

describe('contract/openapi.json', () => {
  it('is the document contract/ makes (run `npm run contract` after changing contract/)', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(openApiText())
  })

  it('sends X-Temple-ID to temple-scoped paths, pages lists with page, page_size and Link, and needs no token to sign in', () => {
    const byId = new Map(operations().map((entry) => [entry.operation.operationId, entry.operation]))
    const deities = byId.get('listDeities') as Operation
    expect(deities.parameters?.map((p) => p.$ref ?? `${p.in}:${p.name}`)).toEqual([
      '#/components/parameters/TempleId',
      'query:name',
      'query:page',
      'query:page_size',
    ])
    expect(deities.responses['200']?.headers).toEqual({ Link: { $ref: '#/components/headers/Link' } })
    expect(byId.get('getCurrentUser')?.parameters).toBeUndefined()
    expect(byId.get('login')?.security).toEqual([])
    expect(byId.get('getDeity')?.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' })
  })
})
