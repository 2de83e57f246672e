import type { QueryClient } from '@tanstack/react-query'
import { removeTempleData } from '@/shared/api/query-scope'
import { tokens, tokenUserId, type Jwt } from '@/shared/api/tokens'
import { drafts } from '@/shared/forms/drafts'
import { t } from '@/shared/i18n'
import { sessionApi } from './api'
import { currentUserQuery, membershipQuery, sessionKeys, templesQuery } from './queries'
import { stored } from './storage'
import type { CurrentUser, Membership, Role, TempleSummary } from './types'

export interface SessionState {
  signedIn: boolean
  role: Role | null
  templeId: number | null
  /** Shown on the login screen after the session ended without the user asking (in the language of that moment). */
  notice: string | null
}

/** Why the session ends without the user asking. */
export type EndReason = 'refused' | 'other-tab'

/** The temple a forced end left, so signing in again as the same user returns to it (this tab only). */
const RESUME_KEY = 'tbo.resume'

const resume = {
  set(userId: number, templeId: number | null) {
    try {
      sessionStorage.setItem(RESUME_KEY, JSON.stringify({ userId, templeId }))
    } catch {
      // Without sessionStorage the first temple is chosen again.
    }
  },
  take(userId: number): number | null {
    try {
      const value = JSON.parse(sessionStorage.getItem(RESUME_KEY) ?? 'null') as { userId?: unknown; templeId?: unknown } | null
      sessionStorage.removeItem(RESUME_KEY)
      return value && value.userId === userId && typeof value.templeId === 'number' ? value.templeId : null
    } catch {
      return null
    }
  },
}

/**
 * The client-side half of the session: tokens, active role and current temple (kept in
 * localStorage), plus the calls that load the server half (user, temples, membership) into
 * TanStack Query. Router guards and React components share this one object.
 */
export function createSession(queryClient: QueryClient) {
  let state: SessionState = { signedIn: tokens.get() !== null, role: stored.role(), templeId: stored.templeId(), notice: null }
  const listeners = new Set<() => void>()
  let ending = false

  function update(next: Partial<SessionState>, persist = true) {
    state = { ...state, ...next }
    if (persist && next.role !== undefined) stored.setRole(next.role)
    if (persist && next.templeId !== undefined) stored.setTempleId(next.templeId)
    for (const listener of listeners) listener()
  }

  const userId = () => queryClient.getQueryData<CurrentUser>(sessionKeys.user())?.id ?? null
  const tokenUser = () => tokenUserId(tokens.get()?.access)

  // The user and the temples are kept locally whenever the server gives them (or a save changes
  // them), for the next reload (ensureUser, ensureTemple).
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !state.signedIn) return
    const [scope, name] = event.query.queryKey
    if (scope !== sessionKeys.all[0]) return
    if (name === 'user') stored.setUser(event.query.state.data as CurrentUser)
    else if (name === 'temples') stored.setTemples(tokenUser(), event.query.state.data as TempleSummary[])
  })

  /**
   * The kept copy first, then the server: on a reload the guards go on at once with what this
   * user's last visit saw, and the server's answer replaces it a moment later. Like the kept
   * permissions (ensureMembership), a copy the server no longer agrees with lasts one round trip;
   * a refused token still ends the session (shared/api/refresh.ts).
   */
  function keptFirst<T>(queryKey: readonly unknown[], kept: T | undefined) {
    if (kept !== undefined && queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, kept, { updatedAt: 0 })
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
      // Kept for the next reload now: the cache subscription above only keeps what arrives once signed in.
      stored.setUser(user)
      // Another person's drafts never reach this user; the same user gets their temple back.
      drafts.removeAllBut(user.id)
      const templeId = resume.take(user.id)
      update({ signedIn: true, role: user.isStaff ? 'staff' : 'user', notice: null, ...(templeId !== null ? { templeId } : {}) })
    },

    setRole(role: Role) {
      update({ role })
    },

    /** Selects a temple; every query of the previous temple is dropped (none of its data can show under the new one). */
    selectTemple(templeId: number | null) {
      const previous = state.templeId
      if (previous === templeId) return
      if (previous !== null) removeTempleData(queryClient, previous)
      update({ templeId })
    },

    /** Ends the session on this device: tokens, role, temple, permissions and the whole cache. */
    clear() {
      tokens.clear()
      stored.setMembership(0, null)
      stored.setUser(null)
      stored.setTemples(null, null)
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

    /**
     * The session ended without the user asking: the refresh was refused here, or another tab
     * signed out or signed in as someone else. Dirty forms are kept as drafts, the signed-in
     * screens are left first (so no form renders without a session), then the session is
     * cleared. When another tab holds the storage now, only this tab's memory is cleared.
     */
    async expire(reason: EndReason, leave: () => Promise<unknown>) {
      if (ending || !state.signedIn) return
      ending = true
      try {
        drafts.captureAll()
        const id = userId()
        if (id !== null) resume.set(id, state.templeId)
        update({ signedIn: false, notice: t('session.notice.ended') }, false)
        await leave()
        if (reason === 'refused') session.clear()
        else update({ role: null, templeId: null }, false)
        queryClient.clear()
      } finally {
        ending = false
      }
    },

    /**
     * Whether tokens another tab stored (or removed) end this tab's session: a sign-out, or a
     * sign-in as someone else. A refresh by the same user does not.
     */
    endedByOtherTab(next: Jwt | null): boolean {
      if (!state.signedIn || ending) return false
      if (next === null) return true
      const mine = userId()
      const theirs = tokenUserId(next.access)
      return mine !== null && theirs !== null && mine !== theirs
    },

    /** Tells the server, then ends the session locally whatever the server said; drafts are given up. */
    async logout(goToLogin: () => Promise<void>) {
      drafts.removeAll()
      try {
        if (tokens.get()) await sessionApi.logout()
      } catch {
        // The local session ends regardless; the tokens expire on their own.
      }
      await session.end(goToLogin)
    },

    ensureUser() {
      const options = currentUserQuery()
      keptFirst(options.queryKey, stored.user(tokenUser()))
      return queryClient.ensureQueryData({ ...options, revalidateIfStale: true })
    },

    /** Loads the user's temples and makes sure a valid one is current (the first if none). */
    async ensureTemple(): Promise<number | null> {
      const options = templesQuery()
      keptFirst(options.queryKey, stored.temples(tokenUser()))
      const temples = await queryClient.ensureQueryData({ ...options, revalidateIfStale: true })
      const current = temples.find((temple) => temple.id === state.templeId)
      const templeId = current?.id ?? temples[0]?.id ?? null
      if (templeId !== state.templeId) session.selectTemple(templeId)
      return templeId
    },

    /** The membership as the server has it now (a kept or cached copy may be out of date). */
    fetchMembership(templeId: number): Promise<Membership> {
      return queryClient.fetchQuery({ ...membershipQuery(templeId), staleTime: 0 })
    },

    /** The signed-in user's role and permissions in a temple (kept locally for a fast reload). */
    async ensureMembership(templeId: number): Promise<Membership> {
      const options = membershipQuery(templeId)
      keptFirst(options.queryKey, stored.membership(templeId))
      return queryClient.ensureQueryData({ ...options, revalidateIfStale: true })
    },
  }
  return session
}

export type Session = ReturnType<typeof createSession>
