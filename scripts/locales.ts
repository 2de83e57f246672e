import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

const PREFIX = 'virtual:locale/'
/** The languages' shell parts, as lazy imports (src/shared/i18n). */
const TABLE = `${PREFIX}catalogs`

/**
 * A language's catalog comes in parts: the shell part, what every page needs from the start
 * (the shared pieces, the shell and the session), and one part per other
 * area (offerings, deities, the signed-out pages' auth, …), which a route awaits when its screens show that area's text
 * (src/routes/-areas.ts). Keep `ScreenArea` in src/shared/i18n/index.ts in step with this list.
 */
export const SHELL_AREAS = ['common', 'layout', 'session']

/** The areas of a language folder (one JSON file each). */
const areasIn = (folder: string) =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort()

/** Reads one language's catalogs (one JSON file per area, those `areas` accepts) into one flat map of key → ICU message. */
export function readCatalog(dir: string, locale: string, areas: (area: string) => boolean = () => true): Record<string, string> {
  const folder = join(dir, locale)
  const messages: Record<string, string> = {}
  for (const area of areasIn(folder).filter(areas)) {
    Object.assign(messages, JSON.parse(readFileSync(join(folder, `${area}.json`), 'utf8')) as Record<string, string>)
  }
  return messages
}

/**
 * `leaveOut` names areas a build does not ship (the production build leaves out the /dev panel's).
 *
 * - `virtual:locale/catalogs`: `{ [lang]: () => import('virtual:locale/<lang>/shell') }`;
 * - `virtual:locale/fr/shell`: the French shell part (`default`), and `areas`, the lazy imports of
 *   French's area parts: the page holds the table of a language's areas only once that language
 *   loads, and every part is its own chunk, fetched when asked for;
 * - `virtual:locale/fr/area/offerings`: the French messages of the offerings area.
 *
 * Each part's ICU messages are compiled at build time, so the page ships neither the JSON sources
 * nor the ICU parser.
 */
export function localesPlugin(dir: string, { leaveOut = [] as string[] } = {}): Plugin {
  const languages = () =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
  const screenAreas = (locale: string) =>
    areasIn(join(dir, locale)).filter((area) => !SHELL_AREAS.includes(area) && !leaveOut.includes(area))
  const lazy = (id: string) => `() => import(${JSON.stringify(`${PREFIX}${id}`)})`
  return {
    name: 'locales',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      if (id === `\0${TABLE}`) {
        return `export default { ${languages()
          .map((locale) => `${JSON.stringify(locale)}: ${lazy(`${locale}/shell`)}`)
          .join(', ')} }`
      }
      const [locale = '', part = '', area = ''] = id.slice(PREFIX.length + 1).split('/')
      let wanted: (name: string) => boolean
      if (part === 'shell') wanted = (name) => SHELL_AREAS.includes(name)
      else if (part === 'area' && screenAreas(locale).includes(area)) wanted = (name) => name === area
      else throw new Error(`${id}: the catalog parts are ${PREFIX}<lang>/shell and ${PREFIX}<lang>/area/<${screenAreas('en').join('|')}>`)
      for (const file of readdirSync(join(dir, locale))) this.addWatchFile(join(dir, locale, file))
      const messages = readCatalog(dir, locale, wanted)
      const compiled: Record<string, unknown> = {}
      for (const [key, message] of Object.entries(messages)) {
        try {
          const tokens = compileMessageOrThrow(message)
          compiled[key] = tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens
        } catch (error) {
          throw new Error(`${locale}: message "${key}" is not valid ICU: ${(error as Error).message}`)
        }
      }
      const code = `export default ${JSON.stringify(compiled)}`
      if (part !== 'shell') return code
      const areas = screenAreas(locale).map((name) => `${JSON.stringify(name)}: ${lazy(`${locale}/area/${name}`)}`)
      return `${code}\nexport const areas = { ${areas.join(', ')} }`
    },
  }
}
