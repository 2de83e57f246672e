import { t, type MessageKey } from './index'

/**
 * A schema rule's message, read from the catalog when the rule fails (zod calls `error` then):
 * the text is in the active language, and the schema needs no translation step after it.
 */
export const ruleMessage = (key: MessageKey) => ({ error: () => t(key) })
