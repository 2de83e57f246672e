import { useCallback, useRef } from 'react'

/** Wraps a submit so a second call while the first is running is ignored (double clicks). */
export function useSingleFlight<A extends unknown[]>(fn: (...args: A) => Promise<unknown>): (...args: A) => Promise<void> {
  const running = useRef(false)
  const latest = useRef(fn)
  latest.current = fn
  return useCallback(async (...args: A) => {
    if (running.current) return
    running.current = true
    try {
      await latest.current(...args)
    } catch {
      // The caller shows the error through its mutation state.
    } finally {
      running.current = false
    }
  }, [])
}
