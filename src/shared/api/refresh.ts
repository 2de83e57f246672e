/**
 * The shared refresh of the access token (docs/decisions/003 and 020): one at a time in a tab,
 * tabs taking turns through a Web Lock. Loaded with the first refused token (with-auth.ts, which
 * replays the request; docs/decisions/225-refresh-on-demand.md).
 */
import ky from 'ky'
import { toCamel } from './case'
import { ApiError, isApiError, SESSION_ENDED_DETAIL } from './errors'
import { readBody, toApiError, unreachable } from './response'
import { tokens } from './tokens'
import { resolveUrl } from './url'

const REFRESH_PATH = '/user/v2/auth/refresh/'
/** The Web Lock that lets one tab of this origin refresh at a time (see docs/decisions/020). */
export const REFRESH_LOCK = 'tbo.token-refresh'
const REFRESH_TIMEOUT_MS = 10_000
/** Waits before the 2nd and 3rd attempt when the refresh cannot reach the server. */
export const REFRESH_RETRY_DELAYS_MS = [500, 1500]

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Network failure, timeout or 5xx: the server did not answer the refresh, the tokens may still be good. */
function isUnreachable(error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')
}

/** POSTs the refresh token, trying again after a network error, a timeout or a 5xx. */
async function postRefresh(refresh: string): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= REFRESH_RETRY_DELAYS_MS.length
    try {
      const response = await ky
        .post(resolveUrl(REFRESH_PATH), {
          json: { refresh },
          throwHttpErrors: false,
          retry: 0,
          timeout: REFRESH_TIMEOUT_MS,
        })
        .catch(unreachable)
      if (response.status < 500 || last) return response
    } catch (error) {
      if (last) throw error
    }
    await sleep(REFRESH_RETRY_DELAYS_MS[attempt] ?? 0)
  }
}

class RefreshRefused extends Error {
  readonly refusal: unknown
  constructor(refusal: unknown) {
    super('refresh refused')
    this.refusal = refusal
  }
}

/**
 * How long a tab that waited for another tab's refresh waits for its tokens to show up here (the
 * wait ends as soon as they do), and how long a refused refresh waits for a late write.
 */
export const OTHER_TAB_SETTLE_MS = 3000
const REFUSED_SETTLE_MS = 1000

/**
 * Runs with the refresh lock held, so it sees what other tabs stored. `failedAccess` is the
 * token the server just refused: if storage holds another one, a tab refreshed meanwhile and its
 * token is used. A refused refresh re-reads storage before giving up, for the same reason.
 */
async function refreshHoldingLock(failedAccess: string | null, seen: number): Promise<string> {
  const current = tokens.get()
  if (!current) throw new RefreshRefused(new ApiError(401, { detail: SESSION_ENDED_DETAIL }))
  if (failedAccess !== null && current.access !== failedAccess) return current.access
  const response = await postRefresh(current.refresh)
  if (response.ok) {
    const body = toCamel<{ access?: string; refresh?: string }>(await readBody(response))
    if (!body.access) throw new ApiError(response.status, { detail: 'The token refresh answered without a token.' })
    tokens.set({ access: body.access, refresh: body.refresh ?? current.refresh })
    return body.access
  }
  const error = await toApiError(response)
  if (response.status >= 500) throw error
  // Refused: another tab may have rotated this refresh token; its write may still be on the way.
  await tokens.waitForOtherTab(seen, REFUSED_SETTLE_MS)
  const now = tokens.get()
  if (now && now.refresh !== current.refresh) return now.access
  throw new RefreshRefused(error)
}

async function withRefreshLock(failedAccess: string | null): Promise<string> {
  const seen = tokens.otherTabWrites()
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks?.request) return refreshHoldingLock(failedAccess, seen)
  const uncontended = await locks.request(REFRESH_LOCK, { ifAvailable: true }, async (lock) =>
    lock ? { access: await refreshHoldingLock(failedAccess, seen) } : null,
  )
  if (uncontended) return uncontended.access
  // Another tab is refreshing. Once it is done, its tokens reach this tab a moment later.
  return locks.request(REFRESH_LOCK, async () => {
    await tokens.waitForOtherTab(seen, OTHER_TAB_SETTLE_MS)
    return refreshHoldingLock(failedAccess, tokens.otherTabWrites())
  })
}

let refreshing: Promise<string> | null = null

/**
 * One refresh at a time: every caller in this tab waits for the same one, and tabs take turns
 * through a Web Lock. Only a refusal (4xx) ends the session; when the server cannot be reached
 * the tokens are kept, listeners hear `unreachable`, and the caller gets the network error.
 */
export function refreshAccessToken(failedAccess: string | null = null): Promise<string> {
  if (refreshing) return refreshing
  refreshing = withRefreshLock(failedAccess)
    .catch((error: unknown) => {
      if (error instanceof RefreshRefused) {
        tokens.clear()
        tokens.notifyExpired()
        throw error.refusal
      }
      if (isUnreachable(error)) tokens.notifyUnreachable()
      throw error
    })
    .finally(() => {
      refreshing = null
    })
  return refreshing
}
