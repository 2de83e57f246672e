import { useCallback, useRef, useState } from 'react'

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

/**
 * A button that changes data (money, a temple's state): `run` starts the action unless one is
 * still running, so a fast double click sends one request; `pending` is true from the first click
 * to the answer (the button's loading state). `fn` is usually `mutation.mutateAsync(...)` with its
 * own success and error callbacks.
 */
export function useSingleFlightAction<A extends unknown[]>(fn: (...args: A) => Promise<unknown>) {
  const [pending, setPending] = useState(false)
  const guarded = useSingleFlight(async (...args: A) => {
    setPending(true)
    try {
      await fn(...args)
    } finally {
      setPending(false)
    }
  })
  const run = useCallback((...args: A) => void guarded(...args), [guarded])
  return { run, pending }
}
