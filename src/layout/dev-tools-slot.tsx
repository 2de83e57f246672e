import { lazy, Suspense } from 'react'

// Mocked mode only, as its own small chunk: `npm run build` drops it.
const DevFooterTools = __MOCKED__ ? lazy(() => import('@/features/dev-tools/components/dev-footer')) : null

/** The "Developer tools" link and the fault indicator, in the footers of the mocked mode. */
export function DevToolsSlot() {
  if (!DevFooterTools) return null
  return (
    <Suspense fallback={null}>
      <DevFooterTools />
    </Suspense>
  )
}
