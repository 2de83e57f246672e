import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

const PREFIX = 'virtual:locale/'

/** Reads one language's catalogs (one JSON file per area) into one flat map of key → ICU message. */
export function readCatalog(dir: string, locale: string): Record<string, string> {
  const folder = join(dir, locale)
  const messages: Record<string, string> = {}
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    Object.assign(messages, JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>)
  }
  return messages
}

/**
 * `import('virtual:locale/fr')` gives the French catalog, its ICU messages compiled at build time,
 * so the page ships neither the JSON parse of the sources nor the ICU parser. One chunk per language.
 */
export function localesPlugin(dir: string): Plugin {
  return {
    name: 'locales',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const locale = id.slice(PREFIX.length + 1)
      for (const file of readdirSync(join(dir, locale))) this.addWatchFile(join(dir, locale, file))
      const messages = readCatalog(dir, locale)
      const compiled: Record<string, unknown> = {}
      for (const [key, message] of Object.entries(messages)) {
        try {
          const tokens = compileMessageOrThrow(message)
          compiled[key] = tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens
        } catch (error) {
          throw new Error(`${locale}: message "${key}" is not valid ICU: ${(error as Error).message}`)
        }
      }
      return `export default ${JSON.stringify(compiled)}`
    },
  }
}
