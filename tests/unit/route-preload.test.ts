import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pathOf, routePreloadScript, type PreloadTable } from '../../scripts/route-preload'

describe('route preload (decision 141)', () => {
  it('gives each page route file its address, after the router’s file naming', () => {
    expect(pathOf('_app/dashboard/offerings/index')).toBe('/dashboard/offerings')
    expect(pathOf('_app/dashboard/offering-orders/$id')).toBe('/dashboard/offering-orders/*')
    expect(pathOf('_app/dashboard/deities/edit.$id')).toBe('/dashboard/deities/edit/*')
    expect(pathOf('_public/login')).toBe('/login')
    expect(pathOf('index')).toBe('/')
    expect(() => pathOf('_app/odd(name)')).toThrow(/cannot match/)
  })

  const table: PreloadTable = {
    layouts: [['assets/_app-1.js', 'assets/shell-2.js'], ['assets/dashboard-3.js']],
    pages: [
      { path: '/dashboard/offerings', layouts: [0, 1], files: ['assets/offerings-4.js', 'assets/list-5.js'] },
      { path: '/dashboard/offering-orders/*', layouts: [0, 1], files: ['assets/order-6.js'] },
      { path: '/login', layouts: [], files: ['assets/login-7.js'] },
      { path: '/', layouts: [], files: ['assets/home-8.js'] },
    ],
  }
  const clear = () => document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove())
  /** Runs the script at `path` (below `base`) and lists the preload links once its last batch is in. */
  const preloadsAt = async (path: string, { base = '/', keep = false } = {}) => {
    if (!keep) clear()
    window.history.replaceState(null, '', path)
    new Function(routePreloadScript(table, `${base}assets/`, base))()
    // After the first frame, four links a task: run them to the last batch.
    await vi.runAllTimersAsync()
    return [...document.head.querySelectorAll('link[rel=preload]')].map((link) => link.getAttribute('href')).sort()
  }
  // The script's frame and tasks run on fake timers, to their end: a fixed wait for them failed on a
  // loaded machine (the previous address's last links came after the next address's check began).
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }))
  afterEach(() => {
    vi.useRealTimers()
    clear()
  })

  it('adds the links of the page the address names, with its layouts’, which the preload helper then finds', async () => {
    expect(await preloadsAt('/dashboard/offerings')).toEqual([
      '/assets/_app-1.js',
      '/assets/dashboard-3.js',
      '/assets/list-5.js',
      '/assets/offerings-4.js',
      '/assets/shell-2.js',
    ])
  })

  it('adds nothing before the first frame (the splash paints first), and runs at once in a hidden tab', async () => {
    window.history.replaceState(null, '', '/login')
    const frames: FrameRequestCallback[] = []
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    new Function(routePreloadScript(table, '/assets/', '/'))()
    await vi.runAllTimersAsync()
    expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(0)
    frames.forEach((callback) => callback(0))
    await vi.runAllTimersAsync()
    expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(1)

    clear()
    frames.length = 0
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    new Function(routePreloadScript(table, '/assets/', '/'))()
    await vi.runAllTimersAsync()
    expect(frames).toHaveLength(0)
    expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(1)
    hidden.mockRestore()
    requestFrame.mockRestore()
  })

  it('reads the address below the base path, and adds no link for a file that has one already', async () => {
    expect(await preloadsAt('/admin/login', { base: '/admin/' })).toEqual(['/admin/assets/login-7.js'])

    clear()
    const helper = document.createElement('link')
    helper.rel = 'modulepreload'
    helper.href = '/assets/order-6.js'
    document.head.appendChild(helper)
    await preloadsAt('/dashboard/offering-orders/3', { keep: true })
    expect([...document.head.querySelectorAll('link[href="/assets/order-6.js"]')]).toHaveLength(1)
    helper.remove()
  })

  it('matches a parameter as one segment, a trailing slash, and nothing for an unknown address', async () => {
    expect(await preloadsAt('/dashboard/offering-orders/17/')).toEqual([
      '/assets/_app-1.js',
      '/assets/dashboard-3.js',
      '/assets/order-6.js',
      '/assets/shell-2.js',
    ])
    expect(await preloadsAt('/dashboard/offering-orders/17/more')).toEqual([])
    expect(await preloadsAt('/login')).toEqual(['/assets/login-7.js'])
    expect(await preloadsAt('/nowhere')).toEqual([])
    expect(await preloadsAt('/')).toEqual(['/assets/home-8.js'])
    // An address outside the base path matches nothing, not even the home page.
    expect(await preloadsAt('/elsewhere/', { base: '/admin/' })).toEqual([])
  })
})
