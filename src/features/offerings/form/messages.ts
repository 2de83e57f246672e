import { msg, translatedTable } from '@/shared/i18n'
import { ruleMessage } from '@/shared/i18n/rule-message'

/** The catalog keys of the editor's messages (spec wording), shared by the schemas, the rules and the sections. */
export const MESSAGE_KEYS = {
  name: msg('offerings.errors.nameRequired'),
  offeringType: msg('offerings.errors.offeringTypeInvalid'),
  category: msg('offerings.errors.categoryRequired'),
  priceRequired: msg('offerings.errors.priceRequired'),
  pricePositive: msg('offerings.errors.pricePositive'),
  positive: msg('offerings.errors.positiveWhole'),
  channels: msg('offerings.errors.channels'),
  minDakshina: msg('offerings.errors.minDakshina'),
  fromRequired: msg('offerings.errors.fromTimeRequired'),
  timesDiffer: msg('offerings.errors.timesDiffer'),
  toLater: msg('offerings.errors.toTimeLater'),
  duplicateTime: msg('offerings.errors.duplicateTime'),
  maxLimit: msg('offerings.errors.maxLimit'),
  splitName: msg('offerings.errors.splitNameRequired'),
  splitPercent: msg('offerings.errors.splitPercent'),
  splitSum: msg('offerings.errors.splitSum'),
  fieldName: msg('offerings.errors.fieldNameRequired'),
  fieldType: msg('offerings.errors.fieldTypeRequired'),
  minLength: msg('offerings.errors.minLength'),
  maxLength: msg('offerings.errors.maxLength'),
  multiplierLabel: msg('offerings.errors.multiplierLabelRequired'),
  minValue: msg('offerings.errors.minValue'),
  maxValue: msg('offerings.errors.maxValue'),
  number: msg('offerings.errors.number'),
  nameTooLong: msg('offerings.errors.nameTooLong'),
  descriptionTooLong: msg('offerings.errors.descriptionTooLong'),
} as const

type MessageName = keyof typeof MESSAGE_KEYS

/**
 * The messages themselves, read in the language of the moment: each property translates its key
 * when it is read (at validation time), so a schema built once still speaks the current language.
 */
export const MESSAGES = translatedTable(MESSAGE_KEYS)

/** A zod error option that translates when the issue is raised (the house's `ruleMessage`). */
export const zodMessage = (name: MessageName) => ruleMessage(MESSAGE_KEYS[name])
