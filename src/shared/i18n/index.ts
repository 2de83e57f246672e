import { i18n, type Messages } from '@lingui/core'
import { useCallback, useSyncExternalStore } from 'react'
import type { MessageKey } from './keys'

export type { MessageKey }

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

/** One chunk per language, its messages compiled at build time (scripts/locales.ts). */
const CATALOGS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:locale/en'),
  zh: () => import('virtual:locale/zh'),
  es: () => import('virtual:locale/es'),
  fr: () => import('virtual:locale/fr'),
  it: () => import('virtual:locale/it'),
  ar: () => import('virtual:locale/ar'),
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

/** Makes `locale` the active language with messages already at hand (the tests, and `setLocale`). */
export function activateCatalog(locale: Locale, messages: Messages) {
  i18n.loadAndActivate({ locale, messages })
  const root = globalThis.document?.documentElement
  if (root) {
    root.lang = locale
    // The language's own direction; the shell's settings (an RTL switch) refine it when they are loaded.
    root.dir = isRtlLocale(locale) ? 'rtl' : 'ltr'
  }
  for (const listener of listeners) listener()
}

/** Loads a language's catalog and switches the whole interface to it; `remember` keeps the choice. */
export async function setLocale(locale: Locale, { remember = true } = {}) {
  const { default: messages } = await CATALOGS[locale]()
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
