import type { Membership, Role } from './types'

/** What the session keeps in localStorage besides the tokens (see shared/api/tokens). */
const ROLE_KEY = 'tbo.role'
const TEMPLE_KEY = 'tbo.templeId'
const ACCESS_KEY = 'tbo.permissions'

function set(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
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
}
