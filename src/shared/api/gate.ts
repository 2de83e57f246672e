/**
 * Requests wait for this promise before they are sent. The mocked build starts its service
 * worker and renders the app at the same time (docs/decisions/080-list-performance.md): the
 * first API calls queue here until the worker answers, while the page paints and route code
 * downloads. Without a gate (production, tests) requests go at once.
 */
let gate: Promise<void> | null = null

export function holdRequestsUntil(ready: Promise<unknown>): void {
  gate = ready.then(
    () => {
      gate = null
    },
    (error: unknown) => {
      gate = null
      console.error('[api] The request gate failed; sending anyway', error)
    },
  )
}

/** Resolves when requests may be sent (at once without a gate). */
export function requestsReady(): Promise<void> | null {
  return gate
}
