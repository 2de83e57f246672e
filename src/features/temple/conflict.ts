/** What the conflict dialog compares of the temple, per form of the profile page, labelled as the forms label them. */
import type { ConflictFieldsSpec } from '@/shared/forms/use-record-conflict'
import { conflictText } from '@/shared/forms/use-record-conflict'
import { msg, t, type MessageKey } from '@/shared/i18n'
import { REFERENCE_TEMPLATES, type ReferenceSettingsValues } from './reference-numbers'
import { STAR_LANGUAGES, type LocationValues, type TempleValues } from './schemas'

const DETAILS = {
  name: msg('temple.form.name'),
  email: msg('temple.form.email'),
  phone: msg('temple.form.phone'),
  contact_no_1: msg('temple.form.contact1'),
  contact_no_2: msg('temple.form.contact2'),
  whatsappNo: msg('temple.form.whatsapp'),
  counterName: msg('temple.form.counterName'),
  openingTime: msg('temple.form.openingTime'),
  closingTime: msg('temple.form.closingTime'),
  offlineConsolidationTime: msg('temple.form.consolidationTime'),
  enableDakshina: msg('temple.form.enableDakshina'),
  dakshinaInConsolidation: msg('temple.form.dakshinaInConsolidation'),
  starLang: msg('temple.form.starLang'),
  description: msg('temple.form.description'),
  'address.address_line_1': msg('temple.form.addressLine1'),
  'address.address_line_2': msg('temple.form.addressLine2'),
  'address.city': msg('temple.form.city'),
  'address.district': msg('temple.form.district'),
  'address.state': msg('temple.form.state'),
  'address.pincode': msg('temple.form.pincode'),
} as const satisfies Partial<Record<keyof TempleValues | `address.${keyof TempleValues['address']}`, MessageKey>>

/** The fields of a spec and their labels, from a table of message keys. */
function labelled<N extends string>(labels: Record<N, MessageKey>) {
  return { names: Object.keys(labels) as N[], label: (name: N) => t(labels[name]) }
}

/** The details form of the profile (the location is saved from its own card). */
export const templeDetailsConflict: ConflictFieldsSpec<TempleValues, keyof typeof DETAILS> = {
  ...labelled(DETAILS),
  format: (name, value) => {
    const language = name === 'starLang' ? STAR_LANGUAGES.find((l) => l.value === value) : undefined
    return language ? t(language.label) : conflictText(value)
  },
}

const REFERENCES: Record<keyof ReferenceSettingsValues, MessageKey> = {
  resetRefOnYearChange: msg('temple.references.resetOnYearChange'),
  refNoPadding: msg('temple.references.padding'),
  ...(Object.fromEntries(REFERENCE_TEMPLATES.map(({ name, label }) => [name, label])) as Record<
    (typeof REFERENCE_TEMPLATES)[number]['name'],
    MessageKey
  >),
}

export const referenceSettingsConflict: ConflictFieldsSpec<ReferenceSettingsValues, keyof ReferenceSettingsValues> = labelled(REFERENCES)

export const locationConflict: ConflictFieldsSpec<LocationValues, keyof LocationValues> = labelled({
  latitude: msg('temple.location.latitude'),
  longitude: msg('temple.location.longitude'),
})
