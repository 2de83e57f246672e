/**
 * The one way an amount is shown: Indian grouping with the rupee sign (₹1,00,000.00).
 * A decimal string from the backend is formatted as the exact decimal it is (no float
 * rounding); a number never shows in exponent notation. Anything that is not a finite amount
 * shows as an em dash.
 */
const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

const DECIMAL = /^-?\d+(\.\d+)?$/

export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') {
    const text = value.trim()
    if (!DECIMAL.test(text)) return '—'
    // Intl formats a decimal string exactly (no conversion to a binary float).
    return INR.format(text as unknown as number)
  }
  if (!Number.isFinite(value)) return '—'
  return INR.format(value)
}
