import { z } from 'zod'
import type { __P__ as __P__Wire } from '@contract/__k__'
import type { Camel } from '@/shared/api/case'
import { ruleMessage } from '@/shared/i18n/rule-message'

/** One of the temple's __w__ as the API sends it (contract/__k__.ts). */
export type __P__Item = Camel<z.output<typeof __P__Wire>>

export const __c__Schema = z.object({
  // Catalog keys: the form's fields translate them.
  name: z.string().trim().min(1, ruleMessage('__k__.errors.nameRequired')).max(100, ruleMessage('__k__.errors.nameTooLong')),
})

export type __P__Values = z.infer<typeof __c__Schema>

export function __c__Defaults(item?: __P__Item): __P__Values {
  return { name: item?.name ?? '' }
}
