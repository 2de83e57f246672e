/** What the conflict dialog compares of a donation (its fields and its schedule), labelled and shown as the form shows them. */
import type { ConflictFieldsSpec } from '@/shared/forms/use-record-conflict'
import { conflictText } from '@/shared/forms/use-record-conflict'
import { msg, t, type MessageKey } from '@/shared/i18n'
import { BLOCK_PERIOD_LABELS, type BlockPeriod } from '@/shared/lib/block-period'
import { WEEKDAY_LABELS, type Weekday } from '@/shared/lib/dates'
import { DONATION_TYPE_LABELS, type CategoryOption, type DonationType, type DonationValues } from './schemas'

const LABELS = {
  name: msg('donations.form.name'),
  category: msg('donations.form.category'),
  description: msg('donations.form.description'),
  isAmountFixed: msg('donations.form.fixedAmount'),
  amount: msg('donations.form.amount'),
  minAmount: msg('donations.form.minAmount'),
  maxAmount: msg('donations.form.maxAmount'),
  isDateRequired: msg('donations.form.isDateRequired'),
  donationType: msg('donations.form.donationType'),
  repeatUnit: msg('donations.form.repeatUnit'),
  dates: msg('donations.form.dates'),
  monthDays: msg('donations.form.monthDays'),
  weekdays: msg('donations.form.weekdays'),
  excludes: msg('donations.form.excludes'),
  perDayLimit: msg('donations.form.perDayLimit'),
  blockPeriod: msg('donations.form.blockPeriod'),
  blockUnit: msg('donations.form.blockUnit'),
} as const satisfies Record<keyof DonationValues, MessageKey>

type Field = keyof DonationValues

/** The donation form's conflict fields, with the category by name. */
export function donationConflictSpec(categoryOptions: readonly CategoryOption[]): ConflictFieldsSpec<DonationValues, Field> {
  return {
    names: Object.keys(LABELS) as Field[],
    label: (name) => t(LABELS[name]),
    format: (name, value) => {
      if (name === 'category') return categoryOptions.find((o) => o.url === value)?.name ?? String(value)
      if (name === 'donationType') return t(DONATION_TYPE_LABELS[value as DonationType])
      if (name === 'blockPeriod') return BLOCK_PERIOD_LABELS[value as BlockPeriod]
      if (name === 'weekdays') return (value as Weekday[]).map((day) => WEEKDAY_LABELS[day]).join(', ')
      return conflictText(value)
    },
  }
}
