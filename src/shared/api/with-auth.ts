/**
 * The access token on every request, and the replay of a request its token was refused for. The
 * refresh itself (refresh.ts: the single flight, the Web Lock between tabs, the retries) loads with
 * the first refused token: no page needs it to paint (docs/decisions/225-refresh-on-demand.md).
 */
import type * as Refresh from './refresh'
import { UnreachableError } from './errors'
import { isTokenNotValid } from './response'
import { tokens } from './tokens'

/** Sends the request with an access token (or none); called again for the replay. */
export type Send = (access: string | null) => Promise<Response>

let loading: Promise<typeof Refresh> | null = null

/** The refresh module, fetched once; a failed fetch is tried again at the next refusal. */
export function loadRefresh(): Promise<typeof Refresh> {
  loading ??= import('./refresh').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/**
 * Refreshes the access token `refused` was. When the refresh's code cannot be fetched (the site is
 * out of reach), the session is kept as for a refresh that cannot reach the API: listeners hear
 * `unreachable` and the caller gets the network error.
 */
async function refreshAfter(refused: string): Promise<string> {
  const refresh = await loadRefresh().catch((error: unknown) => {
    tokens.notifyUnreachable()
    throw new UnreachableError(error instanceof Error ? error.message : String(error))
  })
  return refresh.refreshAccessToken(refused)
}

/**
 * Sends with the current access token. On 401 `token_not_valid`: if the token was replaced while
 * this request was in flight, replays with the new one; otherwise waits for the shared refresh and
 * replays. A replay is never replayed again.
 */
export async function withAuth(send: Send, auth: boolean): Promise<Response> {
  const used = auth ? tokens.access() : null
  const response = await send(used)
  if (!auth || used === null || !(await isTokenNotValid(response))) return response
  const current = tokens.access()
  const fresh = current && current !== used ? current : await refreshAfter(used)
  return send(fresh)
}
