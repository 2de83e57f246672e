import { describe, expect, it } from 'vitest'
import { loginSchema } from '@/features/auth/schemas'
import { categorySchema as offeringCategorySchema } from '@/features/categories/schemas'
import { dirtyPayload } from '@/shared/forms/dirty'

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('login schema', () => {
  it("says 'Email required' and 'Password required' on empty fields", () => {
    const result = loginSchema.safeParse({ email: '', password: '' })
    expect(messages(result)).toContain('email: Email required')
    expect(messages(result)).toContain('password: Password required')
  })
  it("says 'Invalid Email' on a malformed address", () => {
    expect(messages(loginSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual(['email: Invalid Email'])
  })
})

describe('offering category schema', () => {
  it("requires a name ('Name is required'), trimmed", () => {
    expect(messages(offeringCategorySchema.safeParse({ name: '   ' }))).toEqual(['name: Name is required'])
    expect(offeringCategorySchema.parse({ name: '  Archana ' })).toEqual({ name: 'Archana' })
  })
})

describe('dirtyPayload', () => {
  it('sends only changed top-level fields, nested objects whole', () => {
    const values = { name: 'A', phone: '1', address: { city: 'X', pincode: '695001' } }
    expect(dirtyPayload(values, { phone: true, address: { city: true } })).toEqual({
      phone: '1',
      address: { city: 'X', pincode: '695001' },
    })
    expect(dirtyPayload(values, { name: false })).toEqual({})
  })
})
