import { describe, expect, it } from 'vitest'
import { formatDate, formatTime, isApiDate, toApiTime } from '@/shared/lib/dates'
import { checkFile, DOCUMENT_TYPES, IMAGE_RULE, MAX_UPLOAD_BYTES } from '@/shared/lib/files'

describe('dates', () => {
  it('shows API dates as dd/MM/yyyy', () => {
    expect(formatDate('2026-11-05')).toBe('05/11/2026')
    expect(formatDate('')).toBe('')
  })
  it('shows API times as hh:mm AM/PM', () => {
    expect(formatTime('06:30:00')).toBe('06:30 AM')
    expect(formatTime('12:05:00')).toBe('12:05 PM')
    expect(formatTime('00:15')).toBe('12:15 AM')
    expect(formatTime('18:45:00')).toBe('06:45 PM')
  })
  it('sends times with seconds and validates dates', () => {
    expect(toApiTime('07:15')).toBe('07:15:00')
    expect(isApiDate('2026-02-30')).toBe(false)
    expect(isApiDate('2026-02-28')).toBe(true)
  })
})

describe('file rules', () => {
  const file = (type: string, size: number, name = 'x') => new File([new Uint8Array(size)], name, { type })
  it('accepts jpeg and png up to 5242880 bytes', () => {
    expect(checkFile(file('image/png', MAX_UPLOAD_BYTES), IMAGE_RULE)).toBeNull()
    expect(checkFile(file('image/jpeg', 10), IMAGE_RULE)).toBeNull()
  })
  it('refuses other types and larger files with the rule messages', () => {
    expect(checkFile(file('image/gif', 10), IMAGE_RULE)).toBe(IMAGE_RULE.typeMessage)
    expect(checkFile(file('image/png', MAX_UPLOAD_BYTES + 1), IMAGE_RULE)).toBe(IMAGE_RULE.sizeMessage)
  })
  it('falls back to the extension when the browser gives no type', () => {
    const rule = { types: DOCUMENT_TYPES, typeMessage: 'type', sizeMessage: 'size', contentMessage: 'content' }
    expect(checkFile(file('', 10, 'cheque.PDF'), rule)).toBeNull()
    expect(checkFile(file('', 10, 'cheque.docx'), rule)).toBe('type')
  })
})
