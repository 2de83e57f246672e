import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches now, re-rendering when that changes. For parts of the page that
 * exist only at some widths (the sidebar from the large breakpoint): rendered only there, rather
 * than rendered everywhere and hidden by CSS, so a phone does not build them (decision 141).
 */
export function useMediaQuery(query: string): boolean {
  const { subscribe, matches } = mediaQuery(query)
  return useSyncExternalStore(subscribe, matches, matches)
}

/** One list and one pair of store functions per query, so React subscribes once, not on every render. */
const queries = new Map<string, { subscribe: (change: () => void) => () => void; matches: () => boolean }>()
function mediaQuery(query: string) {
  let found = queries.get(query)
  if (!found) {
    const list = window.matchMedia(query)
    found = {
      subscribe: (change) => {
        list.addEventListener('change', change)
        return () => list.removeEventListener('change', change)
      },
      matches: () => list.matches,
    }
    queries.set(query, found)
  }
  return found
}

/** Chakra's `lg` breakpoint (64em): the sidebar and the header's wide-screen parts start there. */
export const LARGE_SCREEN = '(min-width: 64em)'
