import { afterEach, describe, expect, it, vi } from 'vitest'
import es from '@/shared/i18n/locales/es/deities.json'
import zh from '@/shared/i18n/locales/zh/deities.json'
import { initialLocale, isRtlLocale, setLocale, t, translatedTable, translatesAs, translateText } from '@/shared/i18n'

const STORAGE_KEY = 'temple:locale'

afterEach(() => localStorage.clear())

describe('initialLocale', () => {
  it('takes ?lang= first, over a stored choice and the browser languages', () => {
    localStorage.setItem(STORAGE_KEY, 'it')
    expect(initialLocale('?lang=fr', ['es-ES'])).toBe('fr')
    expect(initialLocale('?layout=mini&lang=ar', [])).toBe('ar')
  })

  it('ignores an unknown ?lang= and falls through to the stored choice', () => {
    localStorage.setItem(STORAGE_KEY, 'zh')
    expect(initialLocale('?lang=de', ['es'])).toBe('zh')
    expect(initialLocale('?lang=FR', [])).toBe('zh')
    expect(initialLocale('?lang=', [])).toBe('zh')
  })

  it('then takes the first supported browser language, by its base', () => {
    expect(initialLocale('', ['de-DE', 'es-MX', 'fr'])).toBe('es')
    expect(initialLocale('', ['zh-Hans-CN'])).toBe('zh')
    expect(initialLocale('', ['AR-EG'])).toBe('ar')
  })

  it('ignores a stored value that is no language', () => {
    localStorage.setItem(STORAGE_KEY, 'klingon')
    expect(initialLocale('', ['it-IT'])).toBe('it')
  })

  it('falls back to English', () => {
    expect(initialLocale('', [])).toBe('en')
    expect(initialLocale('?lang=xx', ['de', 'ja-JP'])).toBe('en')
  })
})

describe('setLocale', () => {
  it('keeps the choice for the next visit unless told not to', async () => {
    await setLocale('fr', { remember: false })
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(document.documentElement.lang).toBe('fr')
    expect(t('layout.settings.title')).toBe('Paramètres')
    await setLocale('it')
    expect(localStorage.getItem(STORAGE_KEY)).toBe('it')
    expect(initialLocale('', ['fr'])).toBe('it')
  })

  it('loads an area when asked, and a later switch brings the areas asked so far before it shows', async () => {
    // A fresh i18n module: the tests' setup has asked for every area (in English).
    vi.resetModules()
    const fresh = await import('@/shared/i18n')
    await fresh.setLocale('zh', { remember: false })
    // Chinese's parts load on demand: the area is not in yet.
    expect(fresh.t('deities.list.title')).toBe('deities.list.title')
    await fresh.areaMessages('deities')
    expect(fresh.t('deities.list.title')).toBe(zh['deities.list.title'])
    await fresh.setLocale('es', { remember: false })
    expect(fresh.t('deities.list.title')).toBe(es['deities.list.title'])
    // An area no screen asked for stays out.
    expect(fresh.t('offerings.list.title')).toBe('offerings.list.title')
  })

  it('of two quick choices the later wins', async () => {
    const first = setLocale('ar', { remember: false })
    await setLocale('fr', { remember: false })
    await first
    expect(document.documentElement.lang).toBe('fr')
  })

  it('only Arabic reads right to left', () => {
    expect(isRtlLocale('ar')).toBe(true)
    for (const locale of ['en', 'zh', 'es', 'fr', 'it']) expect(isRtlLocale(locale)).toBe(false)
  })
})

describe('shared texts held as plain strings', () => {
  it('translatesAs keeps the English text and translateText shows it in the active language', async () => {
    const text = translatesAs('Invalid phone number', 'common.phone.invalid')
    expect(text).toBe('Invalid phone number')
    expect(translateText(text)).toBe('Invalid phone number')
    await setLocale('fr', { remember: false })
    expect(translateText(text)).toBe('Numéro de téléphone non valide')
    expect(translateText('A server’s own words')).toBe('A server’s own words')
  })

  it('translatedTable reads each label in the language of the moment', async () => {
    const table = translatedTable({ mon: 'common.weekdays.mon', fri: 'common.weekdays.fri' })
    await setLocale('en', { remember: false })
    expect({ ...table }).toEqual({ mon: 'Mon', fri: 'Fri' })
    await setLocale('it', { remember: false })
    expect(table.fri).toBe('Ven')
    expect(Object.keys(table)).toEqual(['mon', 'fri'])
  })
})
