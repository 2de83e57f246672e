/**
 * The reference numbers of a temple's orders, receipts, vouchers and invoices: the five
 * templates with the spec's placeholder rules, the settings form, and how the next number looks.
 */
import { z } from 'zod'
import { msg, t, type MessageKey } from '@/shared/i18n'
import { ruleMessage } from '@/shared/i18n/rule-message'
import type { Temple } from './schemas'

/** The five templates; `label` is a message key (shown with `t`). */
export const REFERENCE_TEMPLATES = [
  { name: 'orderRefNoTpl', label: msg('temple.references.order') },
  { name: 'offeringReceiptRefNoTpl', label: msg('temple.references.offeringReceipt') },
  { name: 'donationReceiptRefNoTpl', label: msg('temple.references.donationReceipt') },
  { name: 'voucherRefNoTpl', label: msg('temple.references.voucher') },
  { name: 'invoiceRefNoTpl', label: msg('temple.references.invoice') },
] as const

/** Message keys of the template rules. */
export const TEMPLATE_MESSAGES = {
  format: msg('temple.errors.templateFormat'),
  noRequired: msg('temple.errors.templateNoRequired'),
  yearNeedsMonth: msg('temple.errors.templateYearNeedsMonth'),
  finYearPair: msg('temple.errors.templateFinYearPair'),
  once: msg('temple.errors.templateOnce'),
} as const

const PLACEHOLDER = /\[(year|month|finyearstart|finyearend|no)\]/g

/** Every rule a reference-number template breaks, in the order the spec lists them (in the active language). */
export function referenceTemplateErrors(template: string): string[] {
  const stripped = template.replace(PLACEHOLDER, '')
  if (!/^[A-Za-z_/-]*$/.test(stripped)) return [t(TEMPLATE_MESSAGES.format)]
  const counts: Record<string, number> = {}
  for (const match of template.matchAll(PLACEHOLDER)) counts[match[1] ?? ''] = (counts[match[1] ?? ''] ?? 0) + 1
  const has = (name: string) => (counts[name] ?? 0) > 0
  const errors: MessageKey[] = []
  if (!has('no')) errors.push(TEMPLATE_MESSAGES.noRequired)
  if (has('year') && !has('month')) errors.push(TEMPLATE_MESSAGES.yearNeedsMonth)
  if (has('finyearstart') !== has('finyearend')) errors.push(TEMPLATE_MESSAGES.finYearPair)
  if (Object.values(counts).some((n) => n > 1)) errors.push(TEMPLATE_MESSAGES.once)
  return errors.map((key) => t(key))
}

const referenceTemplate = z
  .string()
  .trim()
  .max(100, ruleMessage('temple.errors.max100'))
  .superRefine((value, ctx) => {
    for (const message of referenceTemplateErrors(value)) ctx.addIssue({ code: 'custom', message })
  })

export const referenceSettingsSchema = z.object({
  resetRefOnYearChange: z.boolean(),
  refNoPadding: z
    .number(ruleMessage('temple.errors.paddingRequired'))
    .int(ruleMessage('temple.errors.paddingWhole'))
    .min(0, ruleMessage('temple.errors.paddingMin'))
    .max(20, ruleMessage('temple.errors.paddingMax')),
  orderRefNoTpl: referenceTemplate,
  offeringReceiptRefNoTpl: referenceTemplate,
  donationReceiptRefNoTpl: referenceTemplate,
  voucherRefNoTpl: referenceTemplate,
  invoiceRefNoTpl: referenceTemplate,
})
export type ReferenceSettingsValues = z.infer<typeof referenceSettingsSchema>

export function referenceSettingsDefaults(temple: Temple): ReferenceSettingsValues {
  return {
    resetRefOnYearChange: temple.resetRefOnYearChange,
    refNoPadding: temple.refNoPadding,
    orderRefNoTpl: temple.orderRefNoTpl,
    offeringReceiptRefNoTpl: temple.offeringReceiptRefNoTpl,
    donationReceiptRefNoTpl: temple.donationReceiptRefNoTpl,
    voucherRefNoTpl: temple.voucherRefNoTpl,
    invoiceRefNoTpl: temple.invoiceRefNoTpl,
  }
}

/**
 * How the next number of a template would look: [year] and [month] of `today`, the Indian
 * financial year (April to March) for [finyearstart]/[finyearend], and [no] = 1 padded with
 * zeros to `padding` digits.
 */
export function referenceExample(template: string, padding: number, today: Date = new Date()): string {
  const year = today.getFullYear()
  const month = today.getMonth() + 1
  const finStart = month >= 4 ? year : year - 1
  const width = Number.isInteger(padding) ? Math.min(Math.max(padding, 0), 20) : 0
  const values: Record<string, string> = {
    year: String(year),
    month: String(month).padStart(2, '0'),
    finyearstart: String(finStart),
    finyearend: String(finStart + 1),
    no: '1'.padStart(width, '0'),
  }
  return template.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '')
}
