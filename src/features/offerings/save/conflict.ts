/**
 * What the conflict dialog compares of an offering (the record's own fields, its time slots, add-on
 * fields and fee split: all part of its version, decision 217), labelled and shown as the editor shows them.
 */
import type { ConflictFieldsSpec } from '@/shared/forms/use-record-conflict'
import { conflictText } from '@/shared/forms/use-record-conflict'
import { msg, t, type MessageKey } from '@/shared/i18n'
import { OFFERING_TYPE_LABELS } from '../schedule/labels'
import type { OfferingValues } from '../schemas'
import type { Option } from '../types'

const LABELS = {
  name: msg('offerings.editor.name'),
  price: msg('offerings.editor.price'),
  category: msg('offerings.editor.category'),
  offeringType: msg('offerings.editor.offeringType'),
  assignedDeities: msg('offerings.editor.assignedDeities'),
  description: msg('offerings.editor.description'),
  availableOnline: msg('offerings.availability.online'),
  availableOffline: msg('offerings.availability.offline'),
  canChangePrice: msg('offerings.availability.canChangePrice'),
  useClosingTime: msg('offerings.availability.useClosingTime'),
  isRecommended: msg('offerings.availability.recommended'),
  isCourierAvailable: msg('offerings.availability.courier'),
  dates: msg('offerings.schedule.dates'),
  weekdays: msg('offerings.schedule.weekdays'),
  monthDays: msg('offerings.schedule.monthDays'),
  excludes: msg('offerings.schedule.excludes'),
  repeatUnit: msg('offerings.schedule.repeatEvery'),
  times: msg('offerings.times.title'),
  perDayLimit: msg('offerings.limits.perDayLimit'),
  blockPeriod: msg('offerings.limits.blockPeriod'),
  blockUnit: msg('offerings.limits.blockUnit'),
  isDakshinaRequired: msg('offerings.dakshina.required'),
  minDakshinaAmount: msg('offerings.dakshina.minimum'),
  addons: msg('offerings.addons.title'),
  feeSplit: msg('offerings.feeSplit.title'),
} as const satisfies Partial<Record<keyof OfferingValues, MessageKey>>

export type ComparedField = keyof typeof LABELS

function optionNames(options: readonly Option[], urls: readonly string[]): string {
  return urls.map((url) => options.find((o) => o.url === url)?.name ?? url).join(', ')
}

/** The offering editor's conflict fields, with category and deity names from the editor's options. */
export function offeringConflictSpec(
  categoryOptions: readonly Option[],
  deityOptions: readonly Option[],
): ConflictFieldsSpec<OfferingValues, ComparedField> {
  return {
    names: Object.keys(LABELS) as ComparedField[],
    label: (name) => t(LABELS[name]),
    format: (name, value) => {
      if (name === 'category') return optionNames(categoryOptions, value ? [value as string] : [])
      if (name === 'assignedDeities') return optionNames(deityOptions, value as string[])
      if (name === 'offeringType') {
        const key = OFFERING_TYPE_LABELS[value as keyof typeof OFFERING_TYPE_LABELS] as MessageKey | undefined
        return key ? t(key) : String(value)
      }
      if (name === 'addons') return (value as OfferingValues['addons']).map((addon) => `${addon.fieldName} (${addon.fieldType})`).join(', ')
      if (name === 'feeSplit') return (value as OfferingValues['feeSplit']).map((row) => `${row.name} ${row.percent}%`).join(', ')
      if (name === 'times')
        return (value as OfferingValues['times'])
          .map((slot) => (slot.toTime ? `${slot.fromTime}–${slot.toTime}` : slot.fromTime))
          .join(', ')
      return conflictText(value)
    },
  }
}
