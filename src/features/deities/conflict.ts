/** What the conflict dialog compares of a deity (its image is shown beside the form, not compared: decision 197). */
import type { ConflictFieldsSpec } from '@/shared/forms/use-record-conflict'
import { conflictText } from '@/shared/forms/use-record-conflict'
import { msg, t, type MessageKey } from '@/shared/i18n'
import type { DeityValues, OfferingOption } from './schemas'

const LABELS = {
  name: msg('deities.form.name'),
  isMain: msg('deities.form.main'),
  offerings: msg('deities.form.offerings'),
} as const satisfies Record<keyof DeityValues, MessageKey>

/** The deity form's conflict fields, with the offerings by name. */
export function deityConflictSpec(offeringOptions: readonly OfferingOption[]): ConflictFieldsSpec<DeityValues, keyof DeityValues> {
  return {
    names: Object.keys(LABELS) as (keyof DeityValues)[],
    label: (name) => t(LABELS[name]),
    format: (name, value) =>
      name === 'offerings'
        ? (value as string[]).map((url) => offeringOptions.find((o) => o.url === url)?.name ?? url).join(', ')
        : conflictText(value),
  }
}
