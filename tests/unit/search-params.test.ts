import { describe, expect, it } from 'vitest'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'
import type { RouterContext } from '@/session/guards'

type Validate = (search: Record<string, unknown>) => Record<string, unknown>
interface RouteLike {
  id: string
  options: { validateSearch?: unknown }
  children?: RouteLike[] | Record<string, RouteLike>
}

/** Every route of the tree that validates its search params, with its validator. */
function searchValidators(): [string, Validate][] {
  const found: [string, Validate][] = []
  const visit = (route: RouteLike) => {
    if (typeof route.options.validateSearch === 'function') found.push([route.id, route.options.validateSearch as Validate])
    const children = route.children ? Object.values(route.children) : []
    children.forEach(visit)
  }
  // The router gives each route its id (no route runs: the context is never read).
  visit(createRouter({ routeTree, context: {} as RouterContext }).routeTree as unknown as RouteLike)
  return found
}

/** Keys whose value is free text (a mail link's token): any non-empty string is taken. */
const FREE_TEXT = new Set(['token', 'uid'])
const JUNK: unknown[] = ['bogus', '', '   ', '-1', '0', '1.5', 'NaN', '2026-02-30', '25:00', '1e3', { a: 1 }, ['x'], null, -3, 1e300]

describe('search params of every route (issue 26, item 7)', () => {
  const validators = searchValidators()

  it('finds the routes with search params', () => {
    const ids = validators.map(([id]) => id)
    for (const id of [
      '/_app/dashboard/reports',
      '/_app/dashboard/offering-orders/',
      '/_app/dashboard/donation-receipts/',
      '/_app/staff/dashboard',
    ])
      expect(ids).toContain(id)
    expect(ids.length).toBeGreaterThanOrEqual(9)
  })

  it.each(validators)('%s returns each of its keys, even with nothing in the URL', (_id, validate) => {
    // The router merges the result over the raw search: a key left out would keep the raw value.
    const keys = Object.keys(validate({}))
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(validate({})[key]).toBeUndefined()
  })

  it.each(validators)('%s turns junk into undefined, never throws, and is stable', (_id, validate) => {
    const keys = Object.keys(validate({}))
    for (const junk of JUNK) {
      const input = Object.fromEntries(keys.map((key) => [key, junk]))
      const result = validate(input)
      expect(Object.keys(result).sort()).toEqual([...keys].sort())
      for (const key of keys) {
        const value = result[key]
        const freeText = FREE_TEXT.has(key) && typeof junk === 'string' && junk.trim() !== ''
        if (!freeText) expect({ key, junk, value }).toEqual({ key, junk, value: undefined })
      }
      expect(validate(result)).toEqual(result)
    }
  })
})
