import type { QueryClient } from '@tanstack/react-query'
import { tokens, type Jwt } from '@/shared/api/tokens'
import { sessionApi } from './api'
import { currentUserQuery, membershipQuery, sessionKeys, templesQuery } from './queries'
import { stored } from './storage'
import type { CurrentUser, Membership, Role } from './types'

export interface SessionState {
  signedIn: boolean
  role: Role | null
  templeId: number | null
}

/**
 * The client-side half of the session: tokens, active role and current temple (kept in
 * localStorage), plus the calls that load the server half (user, temples, membership) into
 * TanStack Query. Router guards and React components share this one object.
 */
export function createSession(queryClient: QueryClient) {
  let state: SessionState = { signedIn: tokens.get() !== null, role: stored.role(), templeId: stored.templeId() }
  const listeners = new Set<() => void>()

  function update(next: Partial<SessionState>) {
    state = { ...state, ...next }
    if (next.role !== undefined) stored.setRole(next.role)
    if (next.templeId !== undefined) stored.setTempleId(next.templeId)
    for (const listener of listeners) listener()
  }

  const session = {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    signIn(jwt: Jwt, user: CurrentUser) {
      queryClient.clear()
      tokens.set(jwt)
      queryClient.setQueryData(sessionKeys.user(), user)
      update({ signedIn: true, role: user.isStaff ? 'staff' : 'user' })
    },

    setRole(role: Role) {
      update({ role })
    },

    /** Selects a temple; the previous temple's order data is dropped. */
    selectTemple(templeId: number | null) {
      const previous = state.templeId
      if (previous === templeId) return
      if (previous !== null) queryClient.removeQueries({ queryKey: [previous, 'orders'] })
      update({ templeId })
    },

    /** Ends the session on this device: tokens, role, temple, permissions and the whole cache. */
    clear() {
      tokens.clear()
      stored.setMembership(0, null)
      queryClient.clear()
      update({ signedIn: false, role: null, templeId: null })
    },

    /**
     * Ends the session and leaves the signed-in screens; the cache is cleared again once they are
     * gone, so nothing they re-requested while unmounting survives.
     */
    async end(goToLogin: () => Promise<void>) {
      session.clear()
      await goToLogin()
      queryClient.clear()
    },

    /** Tells the server, then ends the session locally whatever the server said. */
    async logout(goToLogin: () => Promise<void>) {
      try {
        if (tokens.get()) await sessionApi.logout()
      } catch {
        // The local session ends regardless; the tokens expire on their own.
      }
      await session.end(goToLogin)
    },

    ensureUser: () => queryClient.ensureQueryData(currentUserQuery()),

    /** Loads the user's temples and makes sure a valid one is current (the first if none). */
    async ensureTemple(): Promise<number | null> {
      const temples = await queryClient.ensureQueryData(templesQuery())
      const current = temples.find((temple) => temple.id === state.templeId)
      const templeId = current?.id ?? temples[0]?.id ?? null
      if (templeId !== state.templeId) session.selectTemple(templeId)
      return templeId
    },

    /** The signed-in user's role and permissions in a temple (kept locally for a fast reload). */
    async ensureMembership(templeId: number): Promise<Membership> {
      const options = membershipQuery(templeId)
      if (queryClient.getQueryData(options.queryKey) === undefined) {
        const kept = stored.membership(templeId)
        if (kept) queryClient.setQueryData(options.queryKey, kept, { updatedAt: 0 })
      }
      return queryClient.ensureQueryData({ ...options, revalidateIfStale: true })
    },
  }
  return session
}

export type Session = ReturnType<typeof createSession>
