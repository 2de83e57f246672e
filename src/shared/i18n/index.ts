import { i18n, type Messages } from '@lingui/core'
import { useCallback, useSyncExternalStore } from 'react'
import allCatalogs from 'virtual:locale/catalogs'
import type { MessageKey } from './keys'

export type { MessageKey }

// The catalogs keep a message without ICU syntax as a plain string (scripts/locales.ts compiles
// the others at build time). Lingui takes every string for an uncompiled message and, without a
// compiler, warns on the console at each call: hundreds of warnings on a page, each one costly.
// Lingui returns a string it gets back from the compiler as the text (its type says token list).
i18n.setMessagesCompiler((message) => message as unknown as ReturnType<Parameters<typeof i18n.setMessagesCompiler>[0]>)

/** The interface languages, English first (the spec's own strings). */
export const LOCALES = ['en', 'zh', 'es', 'fr', 'it', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

/** Each language named in itself, as a language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  zh: '中文',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ar: 'العربية',
}

/** An area: the first segment of its keys, and the name of its catalog files (`locales/<lang>/<area>.json`). */
type AreaOf<K> = K extends `${infer Area}.${string}` ? Area : never

/**
 * The areas whose messages load apart, when a route shows them (src/routes/-areas.ts); the
 * others (common, layout, session) form the shell part that every page loads first.
 * Keep in step with SHELL_AREAS in scripts/locales.ts.
 */
export type ScreenArea = Exclude<AreaOf<MessageKey>, 'common' | 'layout' | 'session'>

type CatalogPart = { default: Messages }

/**
 * Each language's catalog in parts, messages compiled at build time (scripts/locales.ts), each
 * its own chunk: the shell part (shared pieces, the shell, the session, the signed-out pages),
 * which the first render waits for and which also holds the lazy imports of the language's area
 * parts; and one part per screen area, which the routes showing that area await
 * (`areaMessages`). Every language of LOCALES has its folder (tests/unit/i18n-catalogs.test.ts).
 */
const shellParts = allCatalogs as Record<
  Locale,
  () => Promise<CatalogPart & { areas: Partial<Record<ScreenArea, () => Promise<CatalogPart>>> }>
>

const STORAGE_KEY = 'temple:locale'

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** Right-to-left languages: the document turns RTL while one of them is active. */
export const isRtlLocale = (locale: string) => locale === 'ar'

/**
 * The language to start in: `?lang=` in the first URL, else the one chosen earlier in this
 * browser, else the browser's first supported language, else English.
 */
export function initialLocale(search = globalThis.location?.search ?? '', languages = globalThis.navigator?.languages ?? []): Locale {
  const fromUrl = new URLSearchParams(search).get('lang')
  if (isLocale(fromUrl)) return fromUrl
  let stored: string | null = null
  try {
    stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null
  } catch {
    // Storage may be blocked; the choice then lasts for the page only.
  }
  if (isLocale(stored)) return stored
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return 'en'
}

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const currentLocale = () => i18n.locale

const notify = () => {
  for (const listener of listeners) listener()
}

/** Makes `locale` the active language with messages already at hand (the tests, and `setLocale`). */
export function activateCatalog(locale: Locale, messages: Messages) {
  // `load` merges into what the language already has (its other catalog part may have come first).
  i18n.load(locale, messages)
  i18n.activate(locale)
  const root = globalThis.document?.documentElement
  if (root) {
    root.lang = locale
    // The language's own direction; the shell's settings (an RTL switch) refine it when they are loaded.
    root.dir = isRtlLocale(locale) ? 'rtl' : 'ltr'
  }
  notify()
}

/** The language being loaded or shown. */
let wanted: Locale = 'en'
/** The areas asked for so far: a change of language brings them in the new language before it shows. */
const asked = new Set<ScreenArea>()
/** Each language's area parts, loading or loaded (`<lang>/<area>`). */
const parts = new Map<string, Promise<void>>()

// Loading messages for a language does not activate it, so a part may land before or after the shell.
function loadArea(locale: Locale, area: ScreenArea): Promise<void> {
  const id = `${locale}/${area}`
  const known = parts.get(id)
  if (known) return known
  const loading = shellParts[locale]()
    // A build may leave an area out (the production build has no /dev panel): nothing to load then.
    .then(({ areas }) => areas[area]?.())
    .then((part) => {
      if (!part) return
      i18n.load(locale, part.default)
      notify()
    })
  // After a failed load (a network error) the next call tries again.
  loading.catch(() => {
    if (parts.get(id) === loading) parts.delete(id)
  })
  parts.set(id, loading)
  return loading
}

/**
 * Resolves when the messages of `areas` are in, for the language being loaded and for the one on
 * screen (while a change of language is under way, both): the guards of the routes that show
 * screens await it with the areas those screens use (src/routes/-areas.ts), and start-up calls it
 * early for the address's route. Each part loads once per language; a signed-out visitor loads
 * only the parts of the public pages that need one.
 */
export function areaMessages(...areas: ScreenArea[]): Promise<void> {
  const locales = new Set<Locale>([wanted])
  if (isLocale(i18n.locale)) locales.add(i18n.locale)
  const loads: Promise<void>[] = []
  for (const area of areas) {
    asked.add(area)
    for (const locale of locales) loads.push(loadArea(locale, area))
  }
  return Promise.all(loads).then(() => undefined)
}

/**
 * Switches the interface to `locale` and, with `remember`, keeps the choice in this browser. At
 * start-up (`firstPaint`) only the shell part is awaited (the route's guard awaits its areas); a
 * later switch also waits for the areas asked for so far, so no screen ever shows a key.
 */
export async function setLocale(locale: Locale, { remember = true, firstPaint = false } = {}) {
  wanted = locale
  const shell = shellParts[locale]()
  if (!firstPaint) await areaMessages(...asked)
  const { default: messages } = await shell
  // A later choice won while this one loaded.
  if (wanted !== locale) return
  activateCatalog(locale, messages)
  if (!remember) return
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale)
  } catch {
    // See initialLocale.
  }
}

/** Subscribes to language changes (the shell uses it for the document's direction). */
export const onLocaleChange = subscribe

/** The active language, re-rendering the component when it changes. */
export function useLocale(): Locale {
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale)
  return isLocale(locale) ? locale : 'en'
}

export type MessageValues = Record<string, string | number>

/**
 * A message of the active language. Outside components (toasts after a save, document titles)
 * it reads the language of the moment; inside a component use `useT`, so a change of language
 * re-renders the component.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values)
}

/** `t` for components: a new function identity per language, so memoised columns and options follow it. */
export function useT(): typeof t {
  const locale = useLocale()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the identity must change with the language
  return useCallback((key: MessageKey, values?: MessageValues) => i18n._(key, values), [locale])
}

/**
 * Marks a key for later: module-level tables (columns, options, navigation, schema messages) hold
 * keys, and the component shows `t(key)` when it renders.
 */
export const msg = <K extends MessageKey>(key: K): K => key

/**
 * A table of labels (select options, weekdays) that callers read as plain strings: each entry
 * is looked up in the active language when it is read, so read it while rendering.
 */
export function translatedTable<K extends string>(keys: Record<K, MessageKey>): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>
  for (const name of Object.keys(keys) as K[]) {
    Object.defineProperty(table, name, { enumerable: true, get: () => i18n._(keys[name]) })
  }
  return Object.freeze(table)
}

const aliases = new Map<string, MessageKey>()

/**
 * A shared English message that code holds as plain text, fixed when a module loads (a zod
 * message in a feature's schema, an error body the client makes up): returns `text` unchanged,
 * and `translateText` shows it as `key` in the active language.
 */
export function translatesAs(text: string, key: MessageKey): string {
  aliases.set(text, key)
  return text
}

/**
 * A text that may be a message key (a schema's message) or already a sentence (a server's own
 * message): keys (and the shared texts of `translatesAs`) are translated, anything else is shown
 * as it came.
 */
export function translateText(text: string, values?: MessageValues): string {
  if (Object.prototype.hasOwnProperty.call(i18n.messages, text)) return i18n._(text, values)
  const alias = aliases.get(text)
  return alias ? i18n._(alias, values) : text
}

/** `translateText` for components, re-rendering when the language changes. */
export function useTranslateText(): typeof translateText {
  const locale = useLocale()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the identity must change with the language
  return useCallback((text: string, values?: MessageValues) => translateText(text, values), [locale])
}
