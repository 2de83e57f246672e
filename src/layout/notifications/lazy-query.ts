import { skipToken, type QueryKey } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

/**
 * Query options the bell needs only after the first paint, from a feature's module in a chunk of
 * its own (decision 215): no page waits for them to paint, and the code loads only for someone the
 * query is for. The hook returns the options once that code is in (asking for it when `wanted`) and
 * whether they are the real ones; until then, options of a query that never runs.
 */
export function lazyQueryOptions<F extends (...args: never[]) => { queryKey: QueryKey }>(load: () => Promise<F>) {
  let make: F | null = null
  let loading: Promise<void> | null = null
  const ensure = () =>
    (loading ??= load().then(
      (loaded) => {
        make = loaded
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const idle = { queryKey: ['lazy-query', 'not-loaded'], queryFn: skipToken } as unknown as ReturnType<F>
  return function useLazyQueryOptions(wanted: boolean, ...args: Parameters<F>): [options: ReturnType<F>, ready: boolean] {
    const [, setLoaded] = useState(false)
    useEffect(() => {
      if (wanted && !make)
        void ensure().then(
          () => setLoaded(true),
          () => undefined,
        )
    }, [wanted])
    return make ? [make(...args) as ReturnType<F>, true] : [idle, false]
  }
}
