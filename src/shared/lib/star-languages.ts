import { MALAYALAM_BIRTH_STARS } from '@contract/birth-stars'

/**
 * Constants of the offering receipts: the languages a receipt or priest list can be printed in
 * (the spec's codes) and the 27 birth stars as the Malayalam list names them.
 */
export const OFFERING_LANGUAGES = ['en', 'hi', 'ml', 'ta', 'kn', 'te'] as const
export type OfferingLanguage = (typeof OFFERING_LANGUAGES)[number]

export const OFFERING_LANGUAGE_LABELS: Record<OfferingLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी (Hindi)',
  ml: 'മലയാളം (Malayalam)',
  ta: 'தமிழ் (Tamil)',
  kn: 'ಕನ್ನಡ (Kannada)',
  te: 'తెలుగు (Telugu)',
}

export { MALAYALAM_BIRTH_STARS }

/** A birth star as shown: its position among the 27 with the name ("4. Rohini"); other values as given. */
export function birthStarLabel(value: string | null | undefined): string {
  if (!value) return '-'
  const index = (MALAYALAM_BIRTH_STARS as readonly string[]).indexOf(value)
  return index === -1 ? value : `${index + 1}. ${value}`
}
