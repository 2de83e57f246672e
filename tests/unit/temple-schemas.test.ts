import { describe, expect, it } from 'vitest'
import { phoneSuggestion } from '@/shared/lib/phone'
import { bankAccountDefaults, bankAccountFields, bankAccountSchema, bankStatus, type BankAccount } from '@/features/bank/schemas'
import { referenceExample, referenceSettingsSchema, referenceTemplateErrors } from '@/features/temple/reference-numbers'
import { registerTempleSchema, templeDefaults, templePayload, templeSchema, type TempleValues } from '@/features/temple/schemas'

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

const VALID: TempleValues = {
  ...templeDefaults(),
  name: 'Sree Ananthapura Lake Temple',
  email: 'office@ananthapura.example.org',
  phone: '+91 4998 214 360',
  address: { address_line_1: 'Ananthapura', address_line_2: '', city: 'Kumbla', district: 'Kasaragod', state: 'Kerala', pincode: '671321' },
}

describe('temple schema', () => {
  it('accepts a complete temple', () => {
    expect(messages(templeSchema.safeParse(VALID))).toEqual([])
  })

  it('requires name, email, phone, address line 1, city, state and pincode (district may be blank)', () => {
    expect(messages(templeSchema.safeParse(templeDefaults()))).toEqual([
      'name: Name is required',
      'email: Email is required',
      'phone: Phone is required',
      'address.address_line_1: Address line 1 is required',
      'address.city: City is required',
      'address.state: State is required',
      'address.pincode: Pincode is required',
    ])
  })

  it("pincode: 'Only 6 digits are allowed' and 'Pincode should have digits only'", () => {
    const withPin = (pincode: string) => messages(templeSchema.safeParse({ ...VALID, address: { ...VALID.address, pincode } }))
    expect(withPin('67132')).toEqual(['address.pincode: Only 6 digits are allowed'])
    expect(withPin('6713210')).toEqual(['address.pincode: Only 6 digits are allowed'])
    expect(withPin('67132a')).toEqual(['address.pincode: Pincode should have digits only'])
    expect(withPin('671321')).toEqual([])
  })

  it("phones: 'Invalid phone number' on the pattern or an impossible number; optional ones may be empty", () => {
    expect(messages(templeSchema.safeParse({ ...VALID, phone: '12345' }))).toEqual(['phone: Invalid phone number'])
    expect(messages(templeSchema.safeParse({ ...VALID, phone: '+91-94470-12345' }))).toEqual(['phone: Invalid phone number'])
    // The pattern is the rule: libphonenumber does not refuse a number that matches it.
    expect(messages(templeSchema.safeParse({ ...VALID, phone: '+91 00000 00000' }))).toEqual([])
    expect(messages(templeSchema.safeParse({ ...VALID, phone: '9447012345' }))).toEqual([])
    expect(messages(templeSchema.safeParse({ ...VALID, contact_no_1: '1', contact_no_2: 'abc', whatsappNo: '999' }))).toEqual([
      'contact_no_1: Invalid phone number',
      'contact_no_2: Invalid phone number',
      'whatsappNo: Invalid phone number',
    ])
    expect(messages(templeSchema.safeParse({ ...VALID, contact_no_1: '', whatsappNo: '+1 650 253 0000' }))).toEqual([])
  })

  it('suggests the international form, India by default, without rewriting', () => {
    expect(phoneSuggestion('9447012345')).toBe('+91 94470 12345')
    expect(phoneSuggestion('+1 650 253 0000')).toBeNull()
    expect(phoneSuggestion('6502530000', '+1')).toBe('+1 650 253 0000')
  })

  it("closing time can't be before opening time", () => {
    expect(messages(templeSchema.safeParse({ ...VALID, openingTime: '05:00', closingTime: '04:59' }))).toEqual([
      "closingTime: Closing time can't be before starting time",
    ])
    expect(messages(templeSchema.safeParse({ ...VALID, openingTime: '05:00', closingTime: '05:00' }))).toEqual([])
  })

  it("a new temple needs a location: 'Location is required'", () => {
    expect(messages(registerTempleSchema.safeParse(VALID))).toEqual(['location.latitude: Location is required'])
    expect(messages(registerTempleSchema.safeParse({ ...VALID, location: { latitude: '12.6', longitude: '' } }))).toEqual([
      'location.longitude: Location is required',
    ])
    expect(messages(registerTempleSchema.safeParse({ ...VALID, location: { latitude: '12.6', longitude: '74.9' } }))).toEqual([])
  })

  it('builds the payload: HH:mm:ss times, blanks as null, location as numbers', () => {
    expect(
      templePayload({ openingTime: '05:30', closingTime: '', contact_no_2: ' ', location: { latitude: '12.5', longitude: '74' } }),
    ).toEqual({
      openingTime: '05:30:00',
      closingTime: null,
      contact_no_2: null,
      location: { latitude: 12.5, longitude: 74 },
    })
  })
})

describe('reference templates', () => {
  it('lists every broken rule with the spec messages', () => {
    expect(referenceTemplateErrors('ORD/[year]/[month]/[no]')).toEqual([])
    expect(referenceTemplateErrors('ORD 1/[no]')).toEqual([
      'Invalid format. Allowed: a-z, A-Z, _, and placeholders [year], [month], [finyearstart], [finyearend], [no].',
    ])
    expect(referenceTemplateErrors('ORD/[day]/[no]')).toHaveLength(1)
    expect(referenceTemplateErrors('ORD/[year]')).toEqual(['[no] is required in the template.', '[year] requires [month] in the template.'])
    expect(referenceTemplateErrors('[finyearend]/[no]')).toEqual(['[finyearstart] and [finyearend] must be used together.'])
    expect(referenceTemplateErrors('[month]/[month]/[no]')).toEqual(['Placeholders can only appear once in the template.'])
  })

  it("padding 0 to 20: 'Padding must be at least 0.' and 'Padding cannot exceed 20.'", () => {
    const base = {
      resetRefOnYearChange: true,
      refNoPadding: 4,
      orderRefNoTpl: 'ORD/[no]',
      offeringReceiptRefNoTpl: 'OFR/[no]',
      donationReceiptRefNoTpl: 'DON/[no]',
      voucherRefNoTpl: 'VOU/[no]',
      invoiceRefNoTpl: 'INV/[no]',
    }
    expect(messages(referenceSettingsSchema.safeParse({ ...base, refNoPadding: -1 }))).toEqual([
      'refNoPadding: Padding must be at least 0.',
    ])
    expect(messages(referenceSettingsSchema.safeParse({ ...base, refNoPadding: 21 }))).toEqual(['refNoPadding: Padding cannot exceed 20.'])
    expect(messages(referenceSettingsSchema.safeParse({ ...base, refNoPadding: 0 }))).toEqual([])
    expect(messages(referenceSettingsSchema.safeParse({ ...base, refNoPadding: 20, voucherRefNoTpl: 'VOU' }))).toEqual([
      'voucherRefNoTpl: [no] is required in the template.',
    ])
  })

  it('shows the next number with the padding and the Indian financial year', () => {
    const may = new Date(2025, 4, 10)
    const february = new Date(2026, 1, 10)
    expect(referenceExample('ORD/[year]/[month]/[no]', 5, may)).toBe('ORD/2025/05/00001')
    expect(referenceExample('INV/[finyearstart]-[finyearend]/[no]', 0, may)).toBe('INV/2025-2026/1')
    expect(referenceExample('INV/[finyearstart]-[finyearend]/[no]', 3, february)).toBe('INV/2025-2026/001')
  })
})

describe('bank account schema', () => {
  const valid = {
    accName: 'Temple Trust',
    accNumber: 'AB1234567890',
    ifsc: 'SBIN0070028',
    branchName: 'Fort',
    cancelledCheque: new File(['x'], 'c.pdf', { type: 'application/pdf' }),
  }
  const schema = bankAccountSchema({ hasCheque: false })

  it('requires name, number, IFSC, branch and (for a temple user without one on file) the cheque', () => {
    expect(messages(schema.safeParse(valid))).toEqual([])
    expect(messages(schema.safeParse(bankAccountDefaults(null)))).toEqual([
      'accName: Account name is required',
      'accNumber: Account number is required',
      'ifsc: IFS Code is required',
      'branchName: Branch name is required',
      'cancelledCheque: Cancelled cheque is required',
    ])
    expect(messages(bankAccountSchema({ hasCheque: true }).safeParse({ ...valid, cancelledCheque: null }))).toEqual([])
  })

  it("IFSC: four capitals, a zero, six capitals or digits ('Invalid IFS Code'); account number A-Z and 0-9", () => {
    for (const ifsc of ['SBIN1070028', 'SBI00070028', 'sbin0070028', 'SBIN007002', 'SBIN0070028X']) {
      expect(messages(schema.safeParse({ ...valid, ifsc }))).toEqual(['ifsc: Invalid IFS Code'])
    }
    expect(messages(schema.safeParse({ ...valid, ifsc: 'HDFC0ABC123' }))).toEqual([])
    expect(messages(schema.safeParse({ ...valid, accNumber: '1234-5678' }))).toEqual(['accNumber: Only A-Z and 0-9 are allowed'])
  })

  it("cheque under 5 MB ('File should be less than 5 MB'), jpeg, jpg, png or pdf only", () => {
    const sized = (name: string, type: string, size: number) => {
      const file = new File(['x'], name, { type })
      Object.defineProperty(file, 'size', { value: size })
      return file
    }
    expect(messages(schema.safeParse({ ...valid, cancelledCheque: sized('c.pdf', 'application/pdf', 5_242_880) }))).toEqual([
      'cancelledCheque: File should be less than 5 MB',
    ])
    expect(messages(schema.safeParse({ ...valid, cancelledCheque: sized('c.gif', 'image/gif', 10) }))).toEqual([
      'cancelledCheque: Only jpeg, jpg, png & pdf files are allowed',
    ])
    expect(messages(schema.safeParse({ ...valid, cancelledCheque: sized('c.jpg', '', 10) }))).toEqual([])
  })

  it('status: not added, active or inactive; multipart fields in snake_case', () => {
    const account = { isActive: true } as BankAccount
    expect(bankStatus(null)).toBe('not added')
    expect(bankStatus(account)).toBe('active')
    expect(bankStatus({ ...account, isActive: false })).toBe('inactive')
    expect(Object.keys(bankAccountFields(valid))).toEqual(['acc_name', 'acc_number', 'ifsc', 'branch_name', 'cancelled_cheque'])
  })
})
