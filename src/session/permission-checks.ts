import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { isApiError } from '@/shared/api/errors'
import { useMembership } from './context'
import { membershipQuery, sessionKeys } from './queries'

/**
 * The guards ran against the permission template known at navigation time (possibly the locally
 * kept one). When the server's answer differs (start-up refetch, window focus), run them again:
 * a section no longer allowed is left for /403.
 */
export function useRecheckOnPermissionChange() {
  const { data } = useMembership()
  const router = useRouter()
  const seen = useRef(data)
  useEffect(() => {
    const before = seen.current
    seen.current = data
    // Structural sharing keeps the same object when nothing changed.
    if (before !== undefined && data !== undefined && before !== data) void router.invalidate()
  }, [data, router])
}

/** A 403 on a temple section's data: the template was out of date. */
function isForbiddenSectionLoad(queryKey: readonly unknown[], error: unknown): queryKey is readonly [number, ...unknown[]] {
  return isApiError(error) && error.status === 403 && typeof queryKey[0] === 'number' && queryKey[1] !== sessionKeys.membership(0)[1]
}

/**
 * A section whose data the server refuses with 403 (the cached permissions promised more): the
 * membership is fetched again (the sidebar and guards follow it) and the user goes to /403,
 * never seeing the server's text.
 */
export function useForbiddenSectionExit(onForbidden: () => void) {
  const queryClient = useQueryClient()
  const exit = useRef(onForbidden)
  useEffect(() => {
    exit.current = onForbidden
  })
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return
        const { queryKey } = event.query
        if (!isForbiddenSectionLoad(queryKey, event.action.error)) return
        const templeId = queryKey[0]
        void queryClient.fetchQuery({ ...membershipQuery(templeId), staleTime: 0 }).catch(() => undefined)
        exit.current()
      }),
    [queryClient],
  )
}
