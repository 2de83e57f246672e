import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches now, re-rendering when that changes. For parts of the page that
 * exist only at some widths (the sidebar from the large breakpoint): rendered only there, rather
 * than rendered everywhere and hidden by CSS, so a phone does not build them (decision 141).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (change) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', change)
      return () => list.removeEventListener('change', change)
    },
    () => window.matchMedia(query).matches,
    () => true,
  )
}

/** Chakra's `lg` breakpoint (64em): the sidebar and the header's wide-screen parts start there. */
export const LARGE_SCREEN = '(min-width: 64em)'
