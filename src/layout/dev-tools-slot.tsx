import { lazy, Suspense, useEffect, useState } from 'react'

// Mocked mode only, as its own small chunk: `npm run build` drops it.
const DevFooterTools = __MOCKED__ ? lazy(() => import('@/features/dev-tools/components/dev-footer')) : null

/** True once the browser is idle after the first render (at the latest after `timeout` ms). */
function useIdle(timeout: number): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout })
    return () => window.cancelIdleCallback(handle)
  }, [timeout])
  return idle
}

/**
 * The "Developer tools" link and the fault indicator, in the footers of the mocked mode. They load
 * when the page is idle, not next to the page's own code and first data.
 */
export function DevToolsSlot() {
  const idle = useIdle(2000)
  if (!DevFooterTools || !idle) return null
  return (
    <Suspense fallback={null}>
      <DevFooterTools />
    </Suspense>
  )
}
