/**
 * The test files share their worker's modules and page (vite.config.ts, decision 212): what a test
 * changes outside its own render must be put back by tests/setup.ts before the next test, of its
 * file or of the next file in the worker. The first test leaves each such change behind; the
 * second one, run after it (no shuffling here), finds none of them.
 */
import { describe, expect, it, vi } from 'vitest'
import { afterThisTest } from '../after-test'
import { settingsStore } from '@/layout/settings/store'
import { DEFAULT_SETTINGS } from '@/layout/settings/model'

const realIntersectionObserver = globalThis.IntersectionObserver
let undone = false

describe('what a test leaves behind is put back before the next test', { shuffle: false }, () => {
  it('a test changes the shell settings, the page, a global, the clock and the direction', () => {
    settingsStore.update({ layout: 'drawer', mode: 'dark', rtl: true })
    const node = document.createElement('div')
    node.id = 'left-behind'
    document.body.append(node)
    vi.stubGlobal('IntersectionObserver', class {})
    vi.useFakeTimers()
    document.documentElement.dir = 'rtl'
    afterThisTest(() => {
      undone = true
    })
    expect(settingsStore.get()).toMatchObject({ layout: 'drawer', mode: 'dark', rtl: true })
  })

  it('the next test starts from the defaults', () => {
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS)
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(document.getElementById('left-behind')).toBeNull()
    expect(globalThis.IntersectionObserver).toBe(realIntersectionObserver)
    expect(vi.isFakeTimers()).toBe(false)
    expect(document.documentElement.dir).toBe('ltr')
    expect(undone).toBe(true)
  })
})
