import { z } from 'zod'
import type { Deity as DeityWire } from '@contract/catalog'
import type { Camel } from '@/shared/api/case'
import { ruleMessage } from '@/shared/i18n/rule-message'

/** A deity as the API sends it (contract/catalog.ts): `isMain` the main prathistta, `offerings` their urls. */
export type Deity = Camel<z.output<typeof DeityWire>>

/** `{ url, name }` of an offering the deity can be assigned to (the route supplies them). */
export interface OfferingOption {
  url: string
  name: string
}

export const deitySchema = z.object({
  // Catalog keys: the form's fields translate them.
  name: z.string().trim().min(1, ruleMessage('deities.errors.nameRequired')).max(100, ruleMessage('deities.errors.nameTooLong')),
  isMain: z.boolean(ruleMessage('deities.errors.mainRequired')),
  offerings: z.array(z.string()),
})

export type DeityValues = z.infer<typeof deitySchema>

export function deityDefaults(deity?: Deity): DeityValues {
  return { name: deity?.name ?? '', isMain: deity?.isMain ?? false, offerings: deity?.offerings ?? [] }
}
