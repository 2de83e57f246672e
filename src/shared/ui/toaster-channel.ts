import type { ComponentType } from 'react'

/** A notice as screens send it (./toaster.tsx `notify`). */
export interface Notice {
  type: 'success' | 'error' | 'info'
  title: string
  description?: string
}

/** What the on-demand view module provides (./toaster-view.tsx). */
export interface ToasterModule {
  toaster: { remove(): void }
  ToasterView: ComponentType
}

/*
 * The meeting point of `notify` and the on-demand view: notices queue here until the view
 * connects. Both sides import this module and never each other, so the view stays a separate
 * chunk without an import cycle.
 */
const queue: Notice[] = []
let deliver: ((notice: Notice) => void) | null = null
let loaded: ToasterModule | null = null

/** The loaded view module, if any. */
export function loadedView(): ToasterModule | null {
  return loaded
}

/** The view module announces itself when it is evaluated (loaded on demand, or imported by tests). */
export function toasterViewLoaded(module: ToasterModule): void {
  loaded = module
}

/** Show the notice now if the view is up; otherwise queue it. Returns whether it was queued. */
export function deliverOrQueue(notice: Notice): boolean {
  if (deliver) {
    deliver(notice)
    return false
  }
  queue.push(notice)
  return true
}

/** The mounted view takes the queued notices and every later one; returns its disconnect. */
export function connectToaster(show: (notice: Notice) => void): () => void {
  deliver = show
  queue.splice(0).forEach(show)
  return () => {
    if (deliver === show) deliver = null
  }
}

/** Drop every notice, shown or queued. */
export function clearNotices(): void {
  queue.length = 0
  loaded?.toaster.remove()
}
