import { createContext } from 'react'

/**
 * Drafts: what a dirty form held when the session ended under it (refused refresh, a logout or
 * another user's sign-in in another tab). They live in this tab's sessionStorage under the user,
 * the temple and the page, and are offered back on that page after signing in again as the same
 * user (docs/decisions/021-session-end-and-drafts.md).
 */
const PREFIX = 'tbo.draft|'

/** Whose drafts a form may see: set by the signed-in layout, absent elsewhere. */
export const DraftScopeContext = createContext<string | null>(null)

/** The scope of a user in a temple (`null` outside a temple). */
export function draftScope(userId: number, templeId: number | null): string {
  return `u${userId}|t${templeId ?? 0}`
}

function userPrefix(userId: number): string {
  return `${PREFIX}u${userId}|`
}

export function draftKey(scope: string, path: string): string {
  return `${PREFIX}${scope}|${path}`
}

export type DraftValues = Record<string, unknown>

interface DraftSource {
  key: string
  /** True while the form holds changes the user has not saved or given up. */
  dirty: () => boolean
  values: () => DraftValues
}

const sources = new Set<DraftSource>()

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** Files and blobs cannot be kept as text: they are left out (the user picks them again). */
function serialise(values: DraftValues): string {
  return JSON.stringify(values, (_key, value: unknown) => (typeof Blob !== 'undefined' && value instanceof Blob ? undefined : value))
}

function keys(): string[] {
  const store = storage()
  if (!store) return []
  const out: string[] = []
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i)
    if (key?.startsWith(PREFIX)) out.push(key)
  }
  return out
}

export const drafts = {
  read(key: string): DraftValues | null {
    try {
      const value = JSON.parse(storage()?.getItem(key) ?? 'null') as unknown
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as DraftValues) : null
    } catch {
      return null
    }
  },
  write(key: string, values: DraftValues): void {
    try {
      storage()?.setItem(key, serialise(values))
    } catch {
      // A full storage loses the draft, never the page.
    }
  },
  remove(key: string): void {
    storage()?.removeItem(key)
  },
  /** A form on screen that can leave a draft; returns the unregister function. */
  register(source: DraftSource): () => void {
    sources.add(source)
    return () => sources.delete(source)
  },
  /** Keeps the values of every dirty form on screen (called right before the session ends). */
  captureAll(): number {
    let kept = 0
    for (const source of sources) {
      if (!source.dirty()) continue
      drafts.write(source.key, source.values())
      kept += 1
    }
    return kept
  },
  /** Removes every draft (an explicit logout gives them up). */
  removeAll(): void {
    for (const key of keys()) storage()?.removeItem(key)
  },
  /** Removes the drafts of everyone but this user (another person signed in in this tab). */
  removeAllBut(userId: number): void {
    const own = userPrefix(userId)
    for (const key of keys()) if (!key.startsWith(own)) storage()?.removeItem(key)
  },
}
