import { useEffect, useState, type ComponentType } from 'react'
import { clearNotices, deliverOrQueue, loadedView, type Notice, type ToasterModule } from './toaster-channel'

export type { Notice }

/**
 * App-wide notifications: success or error, hidden after 6 s, at most 3 at once.
 *
 * `notify` is all a screen needs. The toast view (Chakra's toaster and its state machines) is a
 * separate chunk: it loads on the first notice, or ahead of it on the first pointer/key press, so
 * no page pays for it on its first load. Notices sent before it is up (or while the browser is
 * offline and the chunk was not fetched yet) are queued and shown in order.
 */
let loading: Promise<ToasterModule> | null = null
let wanted = false
let mount: (() => void) | null = null

function load(): Promise<ToasterModule> {
  const loaded = loadedView()
  if (loaded) return Promise.resolve(loaded)
  if (loading) return loading
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    // Never fetch the chunk offline: the browser remembers a failed module fetch for the rest of
    // the page's life. Notices queue until the connection is back.
    loading = new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })).then(() => {
      loading = null
      return load()
    })
    return loading
  }
  loading = import('./toaster-view').then(
    (module) => module,
    (error: unknown) => {
      loading = null // a later notice tries again
      throw error
    },
  )
  return loading
}

/** Fetch the toast view ahead of the first notice (idempotent; failures are retried later). */
export function preloadToaster(): void {
  load().catch(() => undefined)
}

function post(notice: Notice) {
  if (!deliverOrQueue(notice)) return
  wanted = true
  mount?.()
}

export const notify = {
  success: (title: string, description?: string) => post({ type: 'success', title, description }),
  error: (title: string, description?: string) => post({ type: 'error', title, description }),
  info: (title: string, description?: string) => post({ type: 'info', title, description }),
}

/** Drop every notice, shown or queued (tests call it between cases). */
export const toaster = {
  remove: clearNotices,
}

/** Mount once near the root; renders nothing until there is something to show. */
export function Toaster() {
  const [View, setView] = useState<ComponentType | null>(() => {
    const loaded = loadedView()
    return loaded && wanted ? loaded.ToasterView : null
  })
  useEffect(() => {
    let live = true
    mount = () => {
      load().then(
        (module) => live && setView(() => module.ToasterView),
        () => undefined,
      )
    }
    if (wanted) mount()
    const ahead = () => preloadToaster()
    window.addEventListener('pointerdown', ahead, { once: true, capture: true })
    window.addEventListener('keydown', ahead, { once: true, capture: true })
    return () => {
      live = false
      mount = null
      window.removeEventListener('pointerdown', ahead, { capture: true })
      window.removeEventListener('keydown', ahead, { capture: true })
    }
  }, [])
  return View ? <View /> : null
}
