import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react'
import { can, type Action, type Area } from './permissions'
import { currentUserQuery, membershipQuery, templesQuery } from './queries'
import type { Session, SessionState } from './session'

const SessionContext = createContext<Session | null>(null)

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>
}

export function useSession(): Session {
  const session = use(SessionContext)
  if (!session) throw new Error('useSession needs a SessionProvider')
  return session
}

export function useSessionState(): SessionState {
  const session = useSession()
  return useSyncExternalStore(session.subscribe, session.getState, session.getState)
}

/** The signed-in user; guards load it before signed-in routes render. */
export function useCurrentUser() {
  return useSuspenseQuery(currentUserQuery()).data
}

export function useTemples() {
  return useQuery(templesQuery())
}

/** The current temple's membership (role and permission codes), or undefined without a temple. */
export function useMembership() {
  const { templeId } = useSessionState()
  return useQuery({ ...membershipQuery(templeId ?? 0), enabled: templeId !== null })
}

/** `can(action, area)` for the current temple. */
export function useCan(): (action: Action, area: Area) => boolean {
  const { data } = useMembership()
  return useCallback((action: Action, area: Area) => can(data, action, area), [data])
}

/** The current temple id inside the temple area (the dashboard layout renders only with one). */
export function useTempleId(): number {
  const { templeId } = useSessionState()
  if (templeId === null) throw new Error('useTempleId outside a temple')
  return templeId
}
