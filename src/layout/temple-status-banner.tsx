import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTempleId, useTemples } from '@/session/context'
import type { TempleSummary } from '@/session/types'
import { areaMessages } from '@/shared/i18n'
import type { TempleStatus, TempleStatusNotice } from './temple-status-notice'

/**
 * The spec's `isActive` decides (docs/decisions/182): an inactive temple is awaiting approval,
 * unless the backend also says it was approved (`approval_status`), in which case staff
 * deactivated it.
 */
export function templeStatus(temple: Pick<TempleSummary, 'isActive' | 'approvalStatus'>): TempleStatus {
  if (temple.isActive) return 'active'
  return temple.approvalStatus === 'approved' ? 'inactive' : 'pending'
}

/**
 * The banner's code and its texts (the `dashboard` area) load only for a temple that is not
 * active, most temples never need them (decision 215). Kept once loaded.
 */
let Notice: typeof TempleStatusNotice | null = null
let loading: Promise<void> | null = null
function loadNotice(): Promise<void> {
  loading ??= Promise.all([import('./temple-status-notice'), areaMessages('dashboard')]).then(
    ([module]) => {
      Notice = module.TempleStatusNotice
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/**
 * For the temple area's guard: when the current temple (in `temples`, which the guard has just
 * loaded) is not active, resolves once the banner can paint, so it paints with the page and never
 * moves it. A failure is left to the banner, which loads again when it shows.
 */
export function templeStatusReady(temples: readonly TempleSummary[] | undefined, templeId: number): Promise<void> {
  const temple = temples?.find((item) => item.id === templeId)
  if (!temple || templeStatus(temple) === 'active') return Promise.resolve()
  return loadNotice().catch(() => undefined)
}

/**
 * Above every page of the temple area while the current temple is not active: that staff must
 * approve it and what the administrator can do meanwhile. The temple list is loaded before the
 * area renders (its guard, which also loads the banner for such a temple), so the banner paints
 * with the page; it then keeps the state the page opened with until the next page, so a later
 * answer (staff approved it meanwhile) never moves the page under the pointer.
 */
export function TempleStatusBanner() {
  const templeId = useTempleId()
  const temples = useTemples()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const temple = temples.data?.find((item) => item.id === templeId)
  const status = temple ? templeStatus(temple) : 'active'
  const [shown, setShown] = useState({ pathname, templeId, status })
  // A new page or another temple takes the state of the moment (React's "adjust state on a prop change").
  if (shown.pathname !== pathname || shown.templeId !== templeId) setShown({ pathname, templeId, status })
  const current = shown.pathname === pathname && shown.templeId === templeId ? shown.status : status
  // Not loaded by the guard (the temple's state changed since): shown once it is in.
  const [, setLoaded] = useState(false)
  useEffect(() => {
    if (current !== 'active' && !Notice)
      void loadNotice().then(
        () => setLoaded(true),
        () => undefined,
      )
  }, [current])
  return current === 'active' || !Notice ? null : <Notice status={current} />
}
