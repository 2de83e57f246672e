import { describe, expect, it, vi } from 'vitest'
import { formatMoney } from '@/shared/lib/money'
import { openSafeUrl, safeHttpUrl } from '@/shared/lib/safe-url'

describe('formatMoney', () => {
  it('uses Indian grouping and the rupee sign', () => {
    expect(formatMoney(100000)).toBe('₹1,00,000.00')
    expect(formatMoney(12.5)).toBe('₹12.50')
  })
  it('formats a decimal string exactly, without float rounding', () => {
    expect(formatMoney('99999999.99')).toBe('₹9,99,99,999.99')
    expect(formatMoney('0.10')).toBe('₹0.10')
  })
  it('never shows exponent notation', () => {
    expect(formatMoney(1e21)).not.toMatch(/e\+/i)
  })
  it('shows a dash for what is not an amount', () => {
    expect(formatMoney(null)).toBe('—')
    expect(formatMoney('1e5')).toBe('—')
    expect(formatMoney(Number.NaN)).toBe('—')
  })
})

describe('safeHttpUrl', () => {
  it('accepts http(s) and refuses other schemes', () => {
    expect(safeHttpUrl('https://files.example.org/a.pdf')?.href).toBe('https://files.example.org/a.pdf')
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull()
    expect(safeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(safeHttpUrl('')).toBeNull()
    expect(safeHttpUrl(42)).toBeNull()
  })
  it('checks the origin when a list is given', () => {
    expect(safeHttpUrl('https://evil.example/x', ['https://files.example.org'])).toBeNull()
    expect(safeHttpUrl('https://files.example.org/x', ['https://files.example.org'])).not.toBeNull()
  })
  it('opens only a safe url, without an opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    expect(openSafeUrl('javascript:alert(1)')).toBe(false)
    expect(open).not.toHaveBeenCalled()
    expect(openSafeUrl('https://files.example.org/a.pdf')).toBe(true)
    expect(open).toHaveBeenCalledWith('https://files.example.org/a.pdf', '_blank', 'noopener,noreferrer')
  })
})
