import { afterEach, describe, expect, it } from 'vitest'
import { initialLocale, isRtlLocale, setLocale, t } from '@/shared/i18n'

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

  it('only Arabic reads right to left', () => {
    expect(isRtlLocale('ar')).toBe(true)
    for (const locale of ['en', 'zh', 'es', 'fr', 'it']) expect(isRtlLocale(locale)).toBe(false)
  })
})
