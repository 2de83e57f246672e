import { i18n, type Messages } from '@lingui/core'
import { useCallback, useSyncExternalStore } from 'react'
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

type CatalogGroup = 'shell' | 'screens'
type CatalogChunk = () => Promise<{ default: Messages }>

/**
 * Two chunks per language, messages compiled at build time (scripts/locales.ts): `shell` (shared
 * pieces, the shell, the session, the signed-out pages), which the first render waits for, and
 * `screens` (every feature), which loads next to it and which the routes showing screens await.
 */
const CATALOGS: Record<Locale, Record<CatalogGroup, CatalogChunk>> = {
  en: { shell: () => import('virtual:locale/en/shell'), screens: () => import('virtual:locale/en/screens') },
  zh: { shell: () => import('virtual:locale/zh/shell'), screens: () => import('virtual:locale/zh/screens') },
  es: { shell: () => import('virtual:locale/es/shell'), screens: () => import('virtual:locale/es/screens') },
  fr: { shell: () => import('virtual:locale/fr/shell'), screens: () => import('virtual:locale/fr/screens') },
  it: { shell: () => import('virtual:locale/it/shell'), screens: () => import('virtual:locale/it/screens') },
  ar: { shell: () => import('virtual:locale/ar/shell'), screens: () => import('virtual:locale/ar/screens') },
}

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

/** The language being loaded or shown, and its screens' messages (loaded on demand, see `screenMessages`). */
let wanted: Locale = 'en'
let screens: { locale: Locale; loaded: Promise<unknown> } | null = null

// Loading messages for a language does not activate it, so this may land before or after the shell.
const loadScreens = (locale: Locale) =>
  CATALOGS[locale].screens().then(({ default: messages }) => {
    i18n.load(locale, messages)
    notify()
  })

/**
 * Resolves when the screens' messages of the language are in: the guards of the routes that show
 * screens await it, and start-up calls it early when a session is stored. A signed-out visitor
 * never loads them. After a failed load (a network error) the next call tries again.
 */
export function screenMessages(): Promise<unknown> {
  if (screens?.locale !== wanted) {
    const locale = wanted
    const entry = { locale, loaded: loadScreens(locale) }
    entry.loaded.catch(() => {
      if (screens === entry) screens = null
    })
    screens = entry
  }
  return screens.loaded
}

/**
 * Switches the interface to `locale` and, with `remember`, keeps the choice in this browser. At
 * start-up (`firstPaint`) only the shell's messages are awaited; a later switch also waits for
 * the screens' messages, so no screen ever shows a key.
 */
export async function setLocale(locale: Locale, { remember = true, firstPaint = false } = {}) {
  wanted = locale
  const shell = CATALOGS[locale].shell()
  if (!firstPaint) await screenMessages()
  activateCatalog(locale, (await shell).default)
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
