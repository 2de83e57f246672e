import { describe, expect, it } from 'vitest'
import { ApiError, errorMessage, fieldErrors } from '@/shared/api/errors'

describe('display rule', () => {
  it('shows a string as is', () => {
    expect(errorMessage('Plain message')).toBe('Plain message')
  })
  it('shows detail', () => {
    expect(errorMessage({ detail: 'Not found.' })).toBe('Not found.')
  })
  it('joins nonFieldErrors with a comma', () => {
    expect(errorMessage({ nonFieldErrors: ['First', 'Second'] })).toBe('First,Second')
  })
  it("falls back to 'Unknown Error'", () => {
    expect(errorMessage({ name: ['x'] })).toBe('Unknown Error')
    expect(errorMessage(null)).toBe('Unknown Error')
    expect(errorMessage(42)).toBe('Unknown Error')
  })
  it('an ApiError carries its message and code', () => {
    const error = new ApiError(401, { detail: 'expired', code: 'token_not_valid' })
    expect(error.message).toBe('expired')
    expect(error.code).toBe('token_not_valid')
    expect(errorMessage(error)).toBe('expired')
  })
})

describe('fieldErrors', () => {
  it('maps field-keyed messages and skips detail', () => {
    expect(fieldErrors(new ApiError(400, { name: ['Too long.', 'Bad.'], address_line_1: ['Required'], detail: 'x' }))).toEqual({
      name: 'Too long. Bad.',
      address_line_1: 'Required',
    })
  })
})
