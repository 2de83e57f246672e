import { api } from '@/shared/api/client'
import { ApiError, isApiError } from '@/shared/api/errors'
import { tokens } from '@/shared/api/tokens'
import type { CurrentUser, Membership, TempleSummary } from './types'

/**
 * Every signed-in user may read their own user and their temples: a 403 there means the server did
 * not take the credentials (a server that lists SessionAuthentication first answers 403 to a JWT
 * it does not read), so it is marked as a refused sign-in.
 */
function refusedOn403(error: unknown): never {
  throw isApiError(error) && error.status === 403 ? new ApiError(403, error.body, true) : error
}

export const sessionApi = {
  currentUser: () => api.get<CurrentUser>('/user/').catch(refusedOn403),
  updateCurrentUser: (changes: Partial<Pick<CurrentUser, 'firstName' | 'lastName' | 'phone'>>) => api.patch<CurrentUser>('/user/', changes),
  /**
   * Revokes the refresh token (the server blacklists the one it is given). The body is made when
   * the request goes out, so a replay after a refresh sends the new token, not the rotated one.
   */
  logout: () => api.delete('/user/logout/', { json: () => ({ refresh: tokens.get()?.refresh }) }),
  /** Every temple the user administers, following the Link header to the end. */
  temples: () => api.all<TempleSummary>('/temple/t-admin/').catch(refusedOn403),
  membership: (templeId: number) => api.get<Membership>('/temple/t-admin/admins/me/', { templeId }),
}
