import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/shared/i18n'

const DIR = join(__dirname, '../../src/shared/i18n/locales')
const read = (locale: string, file: string) => JSON.parse(readFileSync(join(DIR, locale, file), 'utf8')) as Record<string, string>
const AREAS = readdirSync(join(DIR, 'en')).filter((f) => f.endsWith('.json'))

/** The names a message interpolates ({name}, {count, plural, …}), wherever they sit. */
function argumentsOf(tokens: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue
    const [name, , format] = token
    into.add(name)
    if (format && typeof format === 'object') {
      for (const [choice, nested] of Object.entries(format))
        if (choice !== 'offset' && Array.isArray(nested)) argumentsOf(nested as CompiledMessage, into)
    }
  }
  return into
}

/** Every source file of the app, to find where each key is used. */
function sources(dir = join(__dirname, '../../src'), out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) sources(path, out)
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(readFileSync(path, 'utf8'))
  }
  return out
}

describe('message catalogs', () => {
  it('every language has every area file of English', () => {
    for (const locale of LOCALES) expect(readdirSync(join(DIR, locale)).sort(), locale).toEqual([...AREAS].sort())
  })

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    it.each(AREAS)('%s has exactly the English keys, with the same arguments', (file) => {
      const english = read('en', file)
      const catalog = read(locale, file)
      const missing = Object.keys(english).filter((key) => !(key in catalog))
      const extra = Object.keys(catalog).filter((key) => !(key in english))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
      for (const [key, message] of Object.entries(catalog)) {
        expect(message.trim(), `${locale} ${key} is empty`).not.toBe('')
        const wanted = [...argumentsOf(compileMessageOrThrow(english[key] ?? ''))].sort()
        expect([...argumentsOf(compileMessageOrThrow(message))].sort(), `${locale} ${key}`).toEqual(wanted)
      }
    })
  })

  it('every English message is valid ICU, and every key is used by the app', () => {
    const code = sources().join('\n')
    const unused: string[] = []
    for (const file of AREAS) {
      for (const [key, message] of Object.entries(read('en', file))) {
        expect(() => compileMessageOrThrow(message), key).not.toThrow()
        if (!code.includes(`'${key}'`) && !code.includes(`"${key}"`)) unused.push(key)
      }
    }
    expect(unused).toEqual([])
  })

  it('a key lives in the file of its area (its first segment)', () => {
    for (const file of AREAS) {
      const area = file.replace(/\.json$/, '')
      for (const key of Object.keys(read('en', file))) expect(key.startsWith(`${area}.`), `${file}: ${key}`).toBe(true)
    }
  })
})
