import { afterEach, describe, expect, it } from 'vitest'
import {
  buildEmbedSnippet,
  compliancePayload,
  complianceSchema,
  endOfLocalDay,
  PLUGIN_HOST_PLACEHOLDER,
  resetPayload,
} from '@/features/staff/schemas'

const originalTz = process.env.TZ

afterEach(() => {
  process.env.TZ = originalTz
})

describe('endOfLocalDay', () => {
  it('is 23:59:59.999 of the chosen day in a zone without DST (UTC)', () => {
    process.env.TZ = 'UTC'
    expect(endOfLocalDay('2025-03-10')).toBe('2025-03-10T23:59:59.999Z')
  })

  it('is 23:59:59.999 of the chosen day in India (UTC+5:30)', () => {
    process.env.TZ = 'Asia/Kolkata'
    expect(endOfLocalDay('2025-03-10')).toBe('2025-03-10T18:29:59.999Z')
    expect(resetPayload({ tillDate: '2024-12-31', financial: true, inventory: false, orders: true, store: false })).toEqual({
      financial: true,
      inventory: false,
      orders: true,
      store: false,
      tillDatetime: '2024-12-31T18:29:59.999Z',
    })
  })
})

describe('buildEmbedSnippet', () => {
  it('encodes a url with quotes and < so nothing leaves the src attribute', () => {
    const snippet = buildEmbedSnippet({
      host: 'https://plugin.example.org',
      templeId: 7,
      websiteUrl: 'https://temple.example.org/a"b<c>\'d?x=1&y=2',
    })
    expect(snippet).toBe(
      '<iframe src="https://plugin.example.org/booking/?temple_id=7&amp;url=https%3A%2F%2Ftemple.example.org%2Fa%2522b%253Cc%253E&#39;d%3Fx%3D1%26y%3D2" title="Temple booking" width="100%" height="720" style="border:0" loading="lazy" sandbox="allow-scripts allow-same-origin allow-forms allow-popups" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    )
    const src = /src="([^"]*)"/.exec(snippet!)?.[1]
    expect(src).not.toMatch(/[<>"]/)
  })

  it('refuses urls that are not http(s) and shows a placeholder host when none is configured', () => {
    expect(buildEmbedSnippet({ host: 'https://p.example.org', templeId: 1, websiteUrl: 'javascript:alert(1)' })).toBeNull()
    expect(buildEmbedSnippet({ host: 'https://p.example.org', templeId: 1, websiteUrl: 'data:text/html,<b>' })).toBeNull()
    expect(buildEmbedSnippet({ host: 'https://p.example.org', templeId: 1, websiteUrl: 'not a url' })).toBeNull()
    expect(buildEmbedSnippet({ host: '', templeId: 1, websiteUrl: 'http://t.example.org' })).toContain(
      `src="${PLUGIN_HOST_PLACEHOLDER}/booking/?temple_id=1&amp;url=http%3A%2F%2Ft.example.org%2F"`,
    )
  })
})

describe('compliancePayload', () => {
  const values = { tds: '5', commissionPercent: '', commissionMin: '10', commissionMax: '', slug: ' new-slug ' }

  it('sends only the changed fields, empty commission values as null and numbers as numbers', () => {
    expect(compliancePayload(values, { commissionPercent: true, commissionMax: true })).toEqual({
      commissionPercent: null,
      commissionMax: null,
    })
    expect(compliancePayload(values, { tds: true, commissionMin: true, slug: true })).toEqual({
      tds: 5,
      commissionMin: 10,
      slug: 'new-slug',
    })
    expect(compliancePayload(values, {})).toEqual({})
  })
})

describe('complianceSchema (issue 29 item 7)', () => {
  const base = { tds: '5', commissionPercent: '', commissionMin: '', commissionMax: '', slug: 'a' }
  const messages = (changes: Partial<typeof base>) => {
    const result = complianceSchema.safeParse({ ...base, ...changes })
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
  }

  it('takes plain decimals only: no exponent, no hex, at most 2 decimals, within the DecimalField digits', () => {
    expect(messages({ commissionMax: '1e21' })).toEqual({ commissionMax: 'Type the number in full, without "e" (for example 1500000)' })
    expect(messages({ commissionMin: '0x10' })).toEqual({ commissionMin: 'Minimum commission must be a number' })
    expect(messages({ commissionPercent: '2.505' })).toEqual({ commissionPercent: 'Use at most 2 decimal places' })
    expect(messages({ commissionMax: '123456789' })).toEqual({
      commissionMax: 'Use at most 8 digits before the decimal point (largest 99,999,999.99)',
    })
    expect(messages({ commissionPercent: '101' })).toEqual({ commissionPercent: 'Commission percent must be between 0 and 100' })
    expect(messages({ commissionPercent: '2.5', commissionMin: '10', commissionMax: '500.50' })).toEqual({})
  })
})
