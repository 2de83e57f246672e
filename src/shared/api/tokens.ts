/**
 * The signed-in credentials, kept in localStorage so a reload keeps the session.
 * Listeners hear when the session ends because a refresh failed.
 */
export interface Jwt {
  access: string
  refresh: string
}

const JWT_KEY = 'tbo.jwt'
const DEVICE_KEY = 'tbo.deviceId'

type Listener = () => void
const expiredListeners = new Set<Listener>()
const unreachableListeners = new Set<Listener>()

/**
 * Writes of the tokens by other tabs seen so far. Chromium hands a tab's localStorage writes to
 * the other tabs a moment later, so a tab that waited for another tab's refresh waits for this
 * count to move before it reads the tokens.
 */
let otherTabWrites = 0
const writeWaiters = new Set<Listener>()
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== JWT_KEY && event.key !== null) return
    otherTabWrites += 1
    for (const wake of writeWaiters) wake()
  })
}

function read(): Jwt | null {
  try {
    const raw = localStorage.getItem(JWT_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<Jwt>
    return typeof parsed.access === 'string' && typeof parsed.refresh === 'string'
      ? { access: parsed.access, refresh: parsed.refresh }
      : null
  } catch {
    return null
  }
}

export const tokens = {
  get(): Jwt | null {
    return read()
  },
  access(): string | null {
    return read()?.access ?? null
  },
  set(jwt: Jwt): void {
    localStorage.setItem(JWT_KEY, JSON.stringify({ access: jwt.access, refresh: jwt.refresh }))
  },
  clear(): void {
    localStorage.removeItem(JWT_KEY)
  },
  /** Called when a refresh failed: the session is over. */
  onExpired(listener: Listener): () => void {
    expiredListeners.add(listener)
    return () => expiredListeners.delete(listener)
  },
  notifyExpired(): void {
    for (const listener of expiredListeners) listener()
  },
  /** Called when a refresh could not reach the server (network, timeout, 5xx): the session is kept. */
  onUnreachable(listener: Listener): () => void {
    unreachableListeners.add(listener)
    return () => unreachableListeners.delete(listener)
  },
  notifyUnreachable(): void {
    for (const listener of unreachableListeners) listener()
  },
  /** How many writes of the tokens by other tabs this tab has seen (see `waitForOtherTab`). */
  otherTabWrites: (): number => otherTabWrites,
  /** Resolves once another tab's write is seen after `since` writes, or after `ms`. */
  waitForOtherTab(since: number, ms: number): Promise<void> {
    if (otherTabWrites !== since) return Promise.resolve()
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        writeWaiters.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      writeWaiters.add(done)
    })
  },
  /**
   * Hears another tab of this origin storing or removing the tokens (a sign-in, a refresh, a
   * logout, a refused refresh there). `next` is what is stored now.
   */
  onOtherTab(listener: (next: Jwt | null) => void): () => void {
    if (typeof window === 'undefined') return () => undefined
    const handle = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return
      if (event.key === JWT_KEY || event.key === null) listener(read())
    }
    window.addEventListener('storage', handle)
    return () => window.removeEventListener('storage', handle)
  },
}

/**
 * The `user_id` claim of a token (simplejwt's default claim), read without verifying it; only
 * used to tell whether another tab signed in as someone else.
 */
export function tokenUserId(token: string | null | undefined): number | null {
  const part = token?.split('.')[1]
  if (!part) return null
  try {
    const padded = part.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (part.length % 4)) % 4)
    const payload = JSON.parse(atob(padded)) as { user_id?: unknown }
    return typeof payload.user_id === 'number' ? payload.user_id : null
  } catch {
    return null
  }
}

/** A device id made once and kept. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY)
  if (!id) {
    id =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto
        ? crypto.randomUUID()
        : `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
    localStorage.setItem(DEVICE_KEY, id)
  }
  return id
}
