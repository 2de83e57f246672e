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
