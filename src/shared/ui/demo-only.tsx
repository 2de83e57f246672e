import { lazy, Suspense } from 'react'
import type { DemoMailProps } from './demo-mail'

/**
 * DEMO ONLY entry points. In the mocked build they load their real component on demand; in the
 * production build `__MOCKED__` is false, so the import below is dead code and nothing of the
 * demo UI is bundled. Use them behind the flag too: `{__MOCKED__ && <DemoMail … />}`.
 */
const LazyDemoMail = __MOCKED__ ? lazy(() => import('./demo-mail').then((m) => ({ default: m.DemoMail }))) : null

/** The latest mail the mocked backend "sent" to an address (a code or a link). */
export function DemoMail(props: DemoMailProps) {
  if (!LazyDemoMail) return null
  return (
    <Suspense fallback={null}>
      <LazyDemoMail {...props} />
    </Suspense>
  )
}
