import { z } from 'zod'
import type { Donation as DonationWire } from '@contract/money'
import type { Camel } from '@/shared/api/case'
import { amountText, isBlankOrPositiveWhole, moneyField, moneyUnits, moneyValue, numberOrNull } from '@/shared/forms/money'
import { msg, t, type MessageKey } from '@/shared/i18n'
import { BLOCK_PERIOD_MESSAGE, BLOCK_PERIODS, isBlockPeriod, type BlockPeriod } from '@/shared/lib/block-period'
import { WEEKDAYS, type Weekday } from '@/shared/lib/dates'
import { formatMoney } from '@/shared/lib/money'
import type { UrlOption } from '@/shared/lib/options'
import { compactMeta, diffMeta, type MetaChanges, type ScheduleMeta } from '@/shared/lib/schedule-meta'
import { ruleMessage } from '@/shared/i18n/rule-message'

export { blockPeriodLabel } from '@/shared/lib/block-period'
export { hasMeta, type MetaChanges } from '@/shared/lib/schedule-meta'

export const DONATION_TYPES = ['daily', 'custom', 'monthly', 'weekly'] as const
export type DonationType = (typeof DONATION_TYPES)[number]
/** Message keys of the donation types (shown with `t`). */
export const DONATION_TYPE_LABELS: Record<DonationType, MessageKey> = {
  daily: msg('donations.type.daily'),
  custom: msg('donations.type.custom'),
  monthly: msg('donations.type.monthly'),
  weekly: msg('donations.type.weekly'),
}

/** Recurrence: custom dates, monthly days (1-31) or weekdays (sun-sat), excluded dates; dates are yyyy-MM-dd. */
export type DonationMeta = ScheduleMeta

/**
 * A donation as the API sends it (contract/money.ts): `category` is the category's url;
 * `categoryDetail` (its id, url and name) only when the server sends it.
 */
export type Donation = Camel<z.output<typeof DonationWire>>

export type CategoryOption = UrlOption

// ---- the form ---------------------------------------------------------------------------------

const isBlank = (value: string) => value.trim() === ''

/**
 * A schema message in the language of the moment zod checks the form (so an issue's message is the
 * text to show; in English, the spec's).
 */

/** An optional positive amount: at most 2 decimals and 99,999,999.99 (the shared money rule). */
const positiveAmount = (key: MessageKey) =>
  moneyField({
    min: {
      kind: 'positive',
      get message() {
        return t(key)
      },
    },
  })

/** An optional positive whole number. */
const positiveWhole = (key: MessageKey) => z.string().refine(isBlankOrPositiveWhole, ruleMessage(key))

/** Cross-field checks run only when the fields they read are valid on their own. */
const whenValid = (...keys: string[]) => ({
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => keys.includes(String(issue.path?.[0]))),
})

export const donationSchema = z
  .object({
    name: z.string().trim().min(1, ruleMessage('donations.errors.nameRequired')).max(100, ruleMessage('donations.errors.nameTooLong')),
    category: z.string().min(1, ruleMessage('donations.errors.categoryRequired')),
    isAmountFixed: z.boolean(),
    amount: positiveAmount('donations.errors.amountPositive'),
    minAmount: positiveAmount('donations.errors.minAmountPositive'),
    maxAmount: positiveAmount('donations.errors.maxAmountPositive'),
    isDateRequired: z.boolean(),
    donationType: z.enum(DONATION_TYPES, ruleMessage('donations.errors.typeInvalid')),
    dates: z.array(z.string()),
    monthDays: z.array(z.number().int().min(1).max(31)),
    weekdays: z.array(z.enum(WEEKDAYS)),
    excludes: z.array(z.string()),
    blockPeriod: z.enum(BLOCK_PERIODS, { message: BLOCK_PERIOD_MESSAGE }),
    blockUnit: positiveWhole('donations.errors.blockUnitWhole'),
    perDayLimit: positiveWhole('donations.errors.perDayLimitWhole'),
    repeatUnit: positiveWhole('donations.errors.repeatUnitWhole'),
    description: z.string().max(2000, ruleMessage('donations.errors.descriptionTooLong')),
  })
  .refine((v) => !v.isAmountFixed || !isBlank(v.amount), {
    ...ruleMessage('donations.errors.amountRequired'),
    path: ['amount'],
    ...whenValid('amount', 'isAmountFixed'),
  })
  .refine(
    (v) =>
      v.isAmountFixed || isBlank(v.minAmount) || isBlank(v.maxAmount) || (moneyUnits(v.maxAmount) ?? 0) >= (moneyUnits(v.minAmount) ?? 0),
    {
      ...ruleMessage('donations.errors.maxBelowMin'),
      path: ['maxAmount'],
      ...whenValid('minAmount', 'maxAmount'),
    },
  )
  .refine((v) => v.blockPeriod === 'not_applicable' || !isBlank(v.blockUnit), {
    ...ruleMessage('donations.errors.blockUnitRequired'),
    path: ['blockUnit'],
    ...whenValid('blockPeriod', 'blockUnit'),
  })

export type DonationValues = z.infer<typeof donationSchema>

function isWeekday(value: unknown): value is Weekday {
  return (WEEKDAYS as readonly unknown[]).includes(value)
}

export function isDonationType(value: string): value is DonationType {
  return (DONATION_TYPES as readonly string[]).includes(value)
}

export function donationDefaults(donation?: Donation): DonationValues {
  const type = donation && isDonationType(donation.donationType) ? donation.donationType : 'daily'
  const days = donation?.donationMeta.days ?? []
  return {
    name: donation?.name ?? '',
    category: donation?.category ?? '',
    isAmountFixed: donation?.isAmountFixed ?? true,
    amount: amountText(donation?.amount),
    minAmount: amountText(donation?.minAmount),
    maxAmount: amountText(donation?.maxAmount),
    isDateRequired: donation?.isDateRequired ?? false,
    donationType: type,
    dates: donation?.donationMeta.dates ?? [],
    monthDays: type === 'monthly' ? days.filter((d): d is number => typeof d === 'number') : [],
    weekdays: type === 'weekly' ? days.filter(isWeekday) : [],
    excludes: donation?.donationMeta.excludes ?? [],
    blockPeriod: donation && isBlockPeriod(donation.blockPeriod) ? donation.blockPeriod : 'not_applicable',
    blockUnit: amountText(donation?.blockUnit),
    perDayLimit: amountText(donation?.perDayLimit),
    repeatUnit: amountText(donation?.repeatUnit),
    description: donation?.description ?? '',
  }
}

// ---- payloads ---------------------------------------------------------------------------------

/** The body of POST /temple/t-admin/donation/ (spec section 7), camelCase (the client sends snake_case). */
export interface DonationPayload {
  name: string
  category: string
  amount: number | null
  minAmount: number | null
  maxAmount: number | null
  isDateRequired: boolean
  isAmountFixed: boolean
  donationType: DonationType
  donationMeta: Partial<DonationMeta>
  blockPeriod: BlockPeriod
  description: string
  perDayLimit: number | null
  blockUnit: number | null
  repeatUnit: number | null
}

const amountOrNull = (value: string) => moneyValue(value)

/** No date required means a daily donation. */
export function effectiveType(values: Pick<DonationValues, 'isDateRequired' | 'donationType'>): DonationType {
  return values.isDateRequired ? values.donationType : 'daily'
}

/** The recurrence the form describes: only the parts its type uses. */
export function metaOf(values: DonationValues): DonationMeta {
  const type = effectiveType(values)
  if (!values.isDateRequired) return { dates: [], days: [], excludes: [] }
  if (type === 'custom') return { dates: [...values.dates], days: [], excludes: [] }
  const days: (number | Weekday)[] = type === 'monthly' ? [...values.monthDays] : type === 'weekly' ? [...values.weekdays] : []
  return { dates: [], days, excludes: [...values.excludes] }
}

/**
 * The full create payload: amounts as numbers (amount when fixed, min and max otherwise), blockUnit
 * only with a block period, repeatUnit not for custom donations, empty limits as null, empty meta
 * dropped.
 */
export function donationPayload(values: DonationValues): DonationPayload {
  const type = effectiveType(values)
  return {
    name: values.name.trim(),
    category: values.category,
    amount: values.isAmountFixed ? amountOrNull(values.amount) : null,
    minAmount: values.isAmountFixed ? null : amountOrNull(values.minAmount),
    maxAmount: values.isAmountFixed ? null : amountOrNull(values.maxAmount),
    isDateRequired: values.isDateRequired,
    isAmountFixed: values.isAmountFixed,
    donationType: type,
    donationMeta: compactMeta(metaOf(values)),
    blockPeriod: values.blockPeriod,
    description: values.description,
    perDayLimit: numberOrNull(values.perDayLimit),
    blockUnit: values.blockPeriod === 'not_applicable' ? null : numberOrNull(values.blockUnit),
    repeatUnit: type === 'custom' || !values.isDateRequired ? null : numberOrNull(values.repeatUnit),
  }
}

type PayloadKey = Exclude<keyof DonationPayload, 'donationMeta'>

/** Which payload keys a changed form field affects (fields that decide others bring them along). */
const AFFECTS: Partial<Record<keyof DonationValues, readonly PayloadKey[]>> = {
  name: ['name'],
  category: ['category'],
  isAmountFixed: ['isAmountFixed', 'amount', 'minAmount', 'maxAmount'],
  amount: ['amount'],
  minAmount: ['minAmount'],
  maxAmount: ['maxAmount'],
  isDateRequired: ['isDateRequired', 'donationType', 'repeatUnit'],
  donationType: ['donationType', 'repeatUnit'],
  blockPeriod: ['blockPeriod', 'blockUnit'],
  blockUnit: ['blockUnit'],
  perDayLimit: ['perDayLimit'],
  repeatUnit: ['repeatUnit'],
  description: ['description'],
}

/** What react-hook-form marks as dirty. */
type DirtyMark = boolean | DirtyMark[] | { [key: string]: DirtyMark | undefined } | undefined
const anyDirty = (mark: DirtyMark): boolean =>
  mark === true ? true : !mark ? false : Array.isArray(mark) ? mark.some(anyDirty) : Object.values(mark).some(anyDirty)

/** The PATCH body of an edit: only the fields the user changed (meta goes through its own calls). */
export function donationChanges(
  values: DonationValues,
  dirtyFields: Partial<Record<keyof DonationValues, unknown>>,
): Partial<DonationPayload> {
  const full = donationPayload(values)
  const out: Partial<Record<PayloadKey, unknown>> = {}
  for (const field of Object.keys(dirtyFields) as (keyof DonationValues)[]) {
    if (!anyDirty(dirtyFields[field] as DirtyMark)) continue
    for (const key of AFFECTS[field] ?? []) out[key] = full[key]
  }
  return out as Partial<DonationPayload>
}

/** The meta values to add and to remove to turn `before` into what the form describes. */
export function metaChanges(before: DonationMeta, values: DonationValues): MetaChanges {
  return diffMeta(before, metaOf(values))
}

// ---- display ----------------------------------------------------------------------------------

/** The amount, or "min to max" when the amount is not fixed (each through `formatMoney`), in the active language. */
export function amountLabel(donation: Pick<Donation, 'isAmountFixed' | 'amount' | 'minAmount' | 'maxAmount'>): string {
  if (donation.isAmountFixed) return formatMoney(donation.amount)
  const { minAmount: min, maxAmount: max } = donation
  if (min !== null && max !== null) return t('donations.amount.range', { min: formatMoney(min), max: formatMoney(max) })
  if (min !== null) return t('donations.amount.from', { min: formatMoney(min) })
  if (max !== null) return t('donations.amount.upTo', { max: formatMoney(max) })
  return t('donations.amount.any')
}

/** The donation type in the active language (an unknown one as the server sent it). */
export function donationTypeLabel(type: string): string {
  return isDonationType(type) ? t(DONATION_TYPE_LABELS[type]) : type
}
