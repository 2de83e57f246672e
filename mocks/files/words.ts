/**
 * An amount in rupees in English words, in the Indian numbering system (thousand, lakh, crore),
 * as receipts print it: 1250 → "Rupees One Thousand Two Hundred Fifty Only", 1250.5 → "Rupees One
 * Thousand Two Hundred Fifty and Fifty Paise Only".
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 0 < n < 100. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? ''
  const unit = n % 10
  return [TENS[Math.floor(n / 10)], unit ? ONES[unit] : ''].filter(Boolean).join(' ')
}

/** 0 < n < 1000. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ')
}

/** A whole number in words (Indian system); "Zero" for 0. Crores above 99 repeat the scale ("One Hundred Crore"). */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole amount: ${value}`)
  if (value === 0) return 'Zero'
  const crore = Math.floor(value / 10_000_000)
  const lakh = Math.floor((value % 10_000_000) / 100_000)
  const thousand = Math.floor((value % 100_000) / 1000)
  const rest = value % 1000
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** Rupees (and paise, rounded to the paisa) in words, with "Rupees … Only". */
export function amountInWords(rupees: number): string {
  const paiseTotal = Math.round(rupees * 100)
  const whole = Math.floor(paiseTotal / 100)
  const paise = paiseTotal % 100
  return `Rupees ${numberInWords(whole)}${paise ? ` and ${belowHundred(paise)} Paise` : ''} Only`
}
