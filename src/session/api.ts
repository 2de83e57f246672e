import { api } from '@/shared/api/client'
import type { CurrentUser, Membership, TempleSummary } from './types'

export const sessionApi = {
  currentUser: () => api.get<CurrentUser>('/user/'),
  updateCurrentUser: (changes: Partial<Pick<CurrentUser, 'firstName' | 'lastName' | 'phone'>>) => api.patch<CurrentUser>('/user/', changes),
  logout: () => api.delete('/user/logout/'),
  /** Every temple the user administers, following the Link header to the end. */
  temples: () => api.all<TempleSummary>('/temple/t-admin/'),
  membership: (templeId: number) => api.get<Membership>('/temple/t-admin/admins/me/', { templeId }),
}
