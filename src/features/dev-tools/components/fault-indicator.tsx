import { lazy, Suspense, useEffect, useState } from 'react'
import { fetchFaults } from '../mock-call'
import { type DevFaults, FAULTS_EVENT } from '../types'

const FaultBadge = lazy(() => import('./fault-badge'))

/** Whether any fault is on at `now` (the mocked backend's own rule, mocks/faults.ts). */
export function faultsOn(faults: DevFaults | null, now = Date.now()): boolean {
  if (!faults) return false
  return (
    faults.latency.mode !== 'off' ||
    faults.errors.some((rule) => rule.rate > 0) ||
    (faults.offline_until !== null && Date.parse(faults.offline_until) > now) ||
    faults.next_request_403
  )
}

/**
 * A badge in the corner of every screen while a fault is on; links to the Faults tab. The badge's
 * code loads the first time a fault is on (decision 233).
 */
export function FaultIndicator() {
  const [faults, setFaults] = useState<DevFaults | null>(null)
  const [, setTick] = useState(0)

  useEffect(() => {
    let alive = true
    fetchFaults().then(
      (current) => alive && setFaults(current),
      () => undefined,
    )
    const onChange = (event: Event) => setFaults((event as CustomEvent<DevFaults>).detail)
    window.addEventListener(FAULTS_EVENT, onChange)
    return () => {
      alive = false
      window.removeEventListener(FAULTS_EVENT, onChange)
    }
  }, [])

  const offline = faults?.offline_until ? Date.parse(faults.offline_until) > Date.now() : false
  useEffect(() => {
    if (!offline) return
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000)
    return () => window.clearInterval(timer)
  }, [offline])

  if (!faults || !faultsOn(faults)) return null
  return (
    <Suspense fallback={null}>
      <FaultBadge faults={faults} />
    </Suspense>
  )
}
