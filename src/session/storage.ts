import type { CurrentUser, Membership, Role, TempleSummary } from './types'

/** What the session keeps in localStorage besides the tokens (see shared/api/tokens). */
const ROLE_KEY = 'tbo.role'
const TEMPLE_KEY = 'tbo.templeId'
const ACCESS_KEY = 'tbo.permissions'
const USER_KEY = 'tbo.user'
const TEMPLES_KEY = 'tbo.temples'

function set(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
}

/** A value kept for one user: read back only while the same user is signed in. */
function keptFor<T>(key: string, userId: number | null): T | undefined {
  if (userId === null) return undefined
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as { userId: number; value: T } | null
    return value && value.userId === userId ? value.value : undefined
  } catch {
    return undefined
  }
}

function keep(key: string, userId: number | null, value: unknown) {
  set(key, userId === null || value === null ? null : JSON.stringify({ userId, value }))
}

export const stored = {
  role(): Role | null {
    const value = localStorage.getItem(ROLE_KEY)
    return value === 'user' || value === 'staff' ? value : null
  },
  setRole: (role: Role | null) => set(ROLE_KEY, role),
  templeId(): number | null {
    const value = Number(localStorage.getItem(TEMPLE_KEY))
    return Number.isInteger(value) && value > 0 ? value : null
  },
  setTempleId: (id: number | null) => set(TEMPLE_KEY, id === null ? null : String(id)),
  /** The permission template of one temple, so a reload can render before it is fetched again. */
  membership(templeId: number): Membership | undefined {
    try {
      const value = JSON.parse(localStorage.getItem(ACCESS_KEY) ?? 'null') as { templeId: number; membership: Membership } | null
      return value && value.templeId === templeId ? value.membership : undefined
    } catch {
      return undefined
    }
  },
  setMembership: (templeId: number, membership: Membership | null) =>
    set(ACCESS_KEY, membership ? JSON.stringify({ templeId, membership }) : null),
  /**
   * The signed-in user and their temples as the server last gave them, so a reload renders the
   * shell before they are fetched again (docs/decisions/138-session-kept-for-reload.md).
   */
  user: (userId: number | null) => keptFor<CurrentUser>(USER_KEY, userId),
  setUser: (user: CurrentUser | null) => keep(USER_KEY, user?.id ?? null, user),
  temples: (userId: number | null) => keptFor<TempleSummary[]>(TEMPLES_KEY, userId),
  setTemples: (userId: number | null, temples: TempleSummary[] | null) => keep(TEMPLES_KEY, userId, temples),
}
