import { describe, expect, it } from 'vitest'
import {
  createSettingsStore,
  DEFAULT_SETTINGS,
  fromSearch,
  LAYOUTS,
  readStored,
  sanitize,
  shellOf,
  STORAGE_KEY,
} from '@/layout/settings/model'
import { presetVars } from '@/layout/settings/presets'

describe('shell settings: URL parameters', () => {
  it('reads layout, mode and style', () => {
    expect(fromSearch('?layout=mini&mode=dark&style=modern')).toEqual({ layout: 'mini', mode: 'dark', style: 'modern' })
  })

  it('ignores invalid values, never throwing, and keeps the valid ones', () => {
    expect(fromSearch('?layout=sideways&mode=dark&style=<script>')).toEqual({ mode: 'dark' })
    expect(fromSearch('?layout=&mode=&style=')).toEqual({})
    expect(fromSearch('?mode=DARK&layout=horizontal%20dark')).toEqual({ mode: 'dark', layout: 'horizontal-dark' })
    expect(fromSearch('?layout=horizontal')).toEqual({ layout: 'horizontal-default' })
    expect(fromSearch('%%%')).toEqual({})
    expect(fromSearch('?boxed=true&rtl=true&preset=red')).toEqual({})
  })
})

describe('shell settings: persistence and reset', () => {
  it('starts from the spec defaults', () => {
    localStorage.clear()
    expect(readStored()).toEqual(DEFAULT_SETTINGS)
    expect(DEFAULT_SETTINGS).toMatchObject({
      layout: 'header-user-mini',
      mode: 'light',
      style: 'standard',
      boxed: false,
      footer: 'hidden',
      transition: 'none',
      rtl: false,
      preset: 'dark-blue',
    })
  })

  it('keeps choices in localStorage and reads them back in a new page', () => {
    localStorage.clear()
    const store = createSettingsStore('')
    store.update({ layout: 'bit-bucket', boxed: true, rtl: true, preset: 'teal', transition: 'fade', footer: 'fixed' })
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ layout: 'bit-bucket', boxed: true, rtl: true })
    const again = createSettingsStore('')
    expect(again.get()).toMatchObject({
      layout: 'bit-bucket',
      boxed: true,
      rtl: true,
      preset: 'teal',
      transition: 'fade',
      footer: 'fixed',
      mode: 'light',
    })
  })

  it('lets the URL override what was stored, and stores it', () => {
    localStorage.clear()
    createSettingsStore('').update({ layout: 'drawer', boxed: true })
    const store = createSettingsStore('?mode=semi-dark&layout=nope')
    expect(store.get()).toMatchObject({ layout: 'drawer', mode: 'semi-dark', boxed: true })
    expect(createSettingsStore('').get().mode).toBe('semi-dark')
  })

  it('survives broken or tampered storage', () => {
    localStorage.setItem(STORAGE_KEY, '{not json')
    expect(readStored()).toEqual(DEFAULT_SETTINGS)
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ layout: 'mini', mode: 42, boxed: 'yes', preset: 'neon' }))
    expect(readStored()).toEqual({ ...DEFAULT_SETTINGS, layout: 'mini' })
    expect(sanitize(null)).toEqual(DEFAULT_SETTINGS)
  })

  it('resets to the defaults and tells its listeners', () => {
    localStorage.clear()
    const store = createSettingsStore('?layout=horizontal-dark&mode=dark&style=modern')
    let calls = 0
    store.subscribe(() => calls++)
    store.update({ rtl: true })
    store.reset()
    expect(store.get()).toEqual(DEFAULT_SETTINGS)
    expect(readStored()).toEqual(DEFAULT_SETTINGS)
    expect(calls).toBe(2)
  })
})

describe('shell settings: layouts as primitives', () => {
  it('maps every layout onto a shape', () => {
    for (const layout of LAYOUTS) expect(shellOf({ layout, mode: 'light' })).toBeDefined()
    expect(shellOf({ layout: 'header-user-mini', mode: 'light' })).toMatchObject({
      sidebar: 'mini-hover',
      header: 'full',
      userInSidebar: true,
    })
    expect(shellOf({ layout: 'horizontal-dark', mode: 'light' })).toMatchObject({ sidebar: 'none', horizontal: true, navScheme: 'dark' })
    expect(shellOf({ layout: 'drawer', mode: 'light' }).sidebar).toBe('drawer')
  })

  it('darkens the navigation in semi-dark, and keeps it in the page scheme in dark', () => {
    expect(shellOf({ layout: 'standard', mode: 'semi-dark' }).navScheme).toBe('dark')
    expect(shellOf({ layout: 'horizontal-light', mode: 'dark' }).navScheme).toBe('inherit')
  })

  it('folds the toggle layout to a mini sidebar', () => {
    expect(shellOf({ layout: 'mini-sidebar-toggle', mode: 'light' }).sidebar).toBe('full')
    expect(shellOf({ layout: 'mini-sidebar-toggle', mode: 'light' }, true).sidebar).toBe('mini')
    expect(shellOf({ layout: 'standard', mode: 'light' }, true).sidebar).toBe('full')
  })

  it('repoints the brand scale for a preset, and not for the default', () => {
    expect(presetVars('dark-blue')).toEqual({})
    expect(presetVars('teal')['--chakra-colors-brand-800']).toBe('var(--chakra-colors-teal-800)')
    expect(Object.keys(presetVars('indigo'))).toHaveLength(11)
  })
})
