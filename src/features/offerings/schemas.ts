/** The offering editor's zod schemas and form value types. Rules that read several fields live in form/rules.ts. */
import { z } from 'zod'
import { isBlankOrPositiveWhole, moneyField, moneyProblem, moneyUnits } from '@/shared/forms/money'
import { BLOCK_PERIOD_MESSAGE, isBlockPeriod } from '@/shared/lib/block-period'
import { WEEKDAYS } from '@/shared/lib/dates'
import { MESSAGES, zodMessage } from './form/messages'
import { channelsValid, PERCENT_LIMITS, shownFields, splitSumIs100, timeSlotError } from './form/rules'
import { ADDON_FIELD_TYPES, BLOCK_CALC_CHOOSERS, OFFERING_TYPES } from './types'

function isNumber(value: string): boolean {
  return value.trim() !== '' && Number.isFinite(Number(value))
}

export const timeSlotSchema = z.object({
  id: z.number().optional(),
  url: z.string().optional(),
  /** HH:mm from the time input. */
  fromTime: z.string(),
  toTime: z.string(),
  maxLimit: z.string(),
  blockCalcChooser: z.enum(BLOCK_CALC_CHOOSERS),
})
export type TimeSlotValues = z.infer<typeof timeSlotSchema>

export const feeSplitRowSchema = z.object({
  name: z.string().trim().min(1, zodMessage('splitName')),
  percent: z.string().superRefine((v, ctx) => {
    const message =
      moneyProblem(v, { required: MESSAGES.splitPercent, limits: PERCENT_LIMITS }) ??
      (Number(v) >= 0 && Number(v) <= 100 ? null : MESSAGES.splitPercent)
    if (message) ctx.addIssue({ code: 'custom', message })
  }),
})
export type FeeSplitRowValues = z.infer<typeof feeSplitRowSchema>

export const addonSchema = z
  .object({
    id: z.number().optional(),
    fieldName: z.string().trim().min(1, zodMessage('fieldName')),
    fieldType: z.enum(ADDON_FIELD_TYPES, zodMessage('fieldType')),
    description: z.string(),
    minLength: z.string(),
    maxLength: z.string(),
    minValue: z.string(),
    maxValue: z.string(),
    required: z.boolean(),
    addToPrice: z.boolean(),
    allowMultiplier: z.boolean(),
    multiplierLabel: z.string(),
  })
  .superRefine((addon, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (addon.fieldType === 'str') {
      if (addon.minLength.trim() !== '' && (!isNumber(addon.minLength) || Number(addon.minLength) < 1))
        issue('minLength', MESSAGES.minLength)
      if (addon.maxLength.trim() !== '' && !isNumber(addon.maxLength)) issue('maxLength', MESSAGES.number)
      else if (isNumber(addon.minLength) && isNumber(addon.maxLength) && Number(addon.maxLength) < Number(addon.minLength)) {
        issue('maxLength', MESSAGES.maxLength)
      }
    } else {
      // Value bounds are amounts (added to the price): the shared money rule.
      const minProblem = moneyProblem(addon.minValue, addon.addToPrice ? { min: { kind: 'nonNegative', message: MESSAGES.minValue } } : {})
      const maxProblem = moneyProblem(addon.maxValue)
      if (minProblem) issue('minValue', minProblem)
      if (maxProblem) issue('maxValue', maxProblem)
      else {
        const min = minProblem ? null : moneyUnits(addon.minValue)
        const max = moneyUnits(addon.maxValue)
        if (min !== null && max !== null && max < min) issue('maxValue', MESSAGES.maxValue)
      }
    }
    if (addon.allowMultiplier && addon.multiplierLabel.trim() === '') issue('multiplierLabel', MESSAGES.multiplierLabel)
  })
export type AddonValues = z.infer<typeof addonSchema>

/**
 * The form-level rules run with the field rules (not only once every field is valid), so the
 * first submit shows every message; they need the form's shape, which the form always gives.
 */
function isFormShaped(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return Array.isArray(v.times) && Array.isArray(v.feeSplit) && typeof v.blockPeriod === 'string' && typeof v.offeringType === 'string'
}

export const offeringSchema = z
  .object({
    name: z.string().trim().min(1, zodMessage('name')).max(200, zodMessage('nameTooLong')),
    price: moneyField({
      get required() {
        return MESSAGES.priceRequired
      },
      min: {
        kind: 'positive',
        get message() {
          return MESSAGES.pricePositive
        },
      },
    }),
    canChangePrice: z.boolean(),
    category: z.string().min(1, zodMessage('category')),
    assignedDeities: z.array(z.string()),
    offeringType: z.string().refine((v) => (OFFERING_TYPES as readonly string[]).includes(v), zodMessage('offeringType')),
    availableOnline: z.boolean(),
    availableOffline: z.boolean(),
    blockPeriod: z.string().refine((v): boolean => isBlockPeriod(v), BLOCK_PERIOD_MESSAGE),
    // blockUnit, repeatUnit and perDayLimit are checked below, only while their inputs are shown.
    blockUnit: z.string(),
    repeatUnit: z.string(),
    isRecommended: z.boolean(),
    isCourierAvailable: z.boolean(),
    useClosingTime: z.boolean(),
    perDayLimit: z.string(),
    isDakshinaRequired: z.boolean(),
    minDakshinaAmount: moneyField({
      min: {
        kind: 'nonNegative',
        get message() {
          return MESSAGES.minDakshina
        },
      },
    }),
    description: z.string().max(2000, zodMessage('descriptionTooLong')),
    dates: z.array(z.string()),
    weekdays: z.array(z.enum(WEEKDAYS)),
    monthDays: z.array(z.number().int().min(1).max(31)),
    excludes: z.array(z.string()),
    times: z.array(timeSlotSchema),
    feeSplit: z.array(feeSplitRowSchema),
    addons: z.array(addonSchema),
  })
  .superRefine(
    (values, ctx) => {
      // A hidden input never blocks the submit (its value is not sent either, see buildOfferingPayload).
      const shown = shownFields(values)
      for (const name of ['perDayLimit', 'blockUnit', 'repeatUnit'] as const) {
        if (shown[name] && !isBlankOrPositiveWhole(values[name])) ctx.addIssue({ code: 'custom', path: [name], message: MESSAGES.positive })
      }
      if (!channelsValid(values)) ctx.addIssue({ code: 'custom', path: ['availableOnline'], message: MESSAGES.channels })
      values.times.forEach((slot, index) => {
        const problem = timeSlotError(slot, values.times.slice(0, index))
        if (problem) ctx.addIssue({ code: 'custom', path: ['times', index, problem.field], message: problem.message })
        if (!isBlankOrPositiveWhole(slot.maxLimit))
          ctx.addIssue({ code: 'custom', path: ['times', index, 'maxLimit'], message: MESSAGES.maxLimit })
      })
      if (values.feeSplit.length > 0 && !splitSumIs100(values.feeSplit)) {
        ctx.addIssue({ code: 'custom', path: ['feeSplit', 'root'], message: MESSAGES.splitSum })
      }
    },
    { when: (payload) => isFormShaped(payload.value) },
  )

export type OfferingValues = z.infer<typeof offeringSchema>
