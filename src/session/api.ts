import { api, type Page } from '@/shared/api/client'
import type { CurrentUser, Membership, TempleSummary } from './types'

export const sessionApi = {
  currentUser: () => api.get<CurrentUser>('/user/'),
  updateCurrentUser: (changes: Partial<Pick<CurrentUser, 'firstName' | 'lastName' | 'phone'>>) =>
    api.patch<CurrentUser>('/user/', changes),
  logout: () => api.delete('/user/logout/'),
  /** Every temple the user administers, following the Link header to the end. */
  async temples(): Promise<TempleSummary[]> {
    const all: TempleSummary[] = []
    let next: string | null = '/temple/t-admin/'
    for (let guard = 0; next && guard < 50; guard += 1) {
      const page: Page<TempleSummary> = await api.page<TempleSummary>(next)
      all.push(...page.items)
      next = page.nextUrl
    }
    return all
  },
  membership: (templeId: number) => api.get<Membership>('/temple/t-admin/admins/me/', { templeId }),
}
