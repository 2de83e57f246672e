import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

const PREFIX = 'virtual:locale/'

/**
 * The catalog of a language comes in two chunks: what every page needs from the start (the
 * shared pieces, the shell, the session and the signed-out pages), and the screens' messages,
 * which load next to it and are awaited only by the routes that show screens.
 */
const SHELL_AREAS = ['common', 'layout', 'session', 'auth']
export const CATALOG_GROUPS: Record<string, (area: string) => boolean> = {
  shell: (area) => SHELL_AREAS.includes(area),
  screens: (area) => !SHELL_AREAS.includes(area),
}

/** Reads one language's catalogs (one JSON file per area, those `areas` accepts) into one flat map of key → ICU message. */
export function readCatalog(dir: string, locale: string, areas: (area: string) => boolean = () => true): Record<string, string> {
  const folder = join(dir, locale)
  const messages: Record<string, string> = {}
  const files = readdirSync(folder).filter((f) => f.endsWith('.json') && areas(f.slice(0, -'.json'.length)))
  for (const file of files.sort()) {
    Object.assign(messages, JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>)
  }
  return messages
}

/**
 * `leaveOut` names areas a build does not ship (the production build leaves out the /dev panel's).
 * `import('virtual:locale/fr/shell')` gives that part of the French catalog, its ICU messages
 * compiled at build time, so the page ships neither the JSON sources nor the ICU parser.
 */
export function localesPlugin(dir: string, { leaveOut = [] as string[] } = {}): Plugin {
  return {
    name: 'locales',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const [locale = '', group = ''] = id.slice(PREFIX.length + 1).split('/')
      const areas = CATALOG_GROUPS[group]
      if (!areas) throw new Error(`${id}: the catalog groups are ${Object.keys(CATALOG_GROUPS).join(', ')}`)
      for (const file of readdirSync(join(dir, locale))) this.addWatchFile(join(dir, locale, file))
      const messages = readCatalog(dir, locale, (area) => areas(area) && !leaveOut.includes(area))
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
