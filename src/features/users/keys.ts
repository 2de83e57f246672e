import { templeScope } from '@/shared/api/query-scope'

/** The users area's query keys, apart from its queries so the header's bell needs none of their code. */
export const userKeys = {
  all: (templeId: number) => templeScope(templeId, 'users'),
  lists: (templeId: number) => [...userKeys.all(templeId), 'list'] as const,
  list: (templeId: number) => [...userKeys.lists(templeId), {}] as const,
  /** Under the lists: saving a member's permissions refreshes it with them. */
  withoutAccess: (templeId: number) => [...userKeys.lists(templeId), { noAccess: true }] as const,
  details: (templeId: number) => [...userKeys.all(templeId), 'detail'] as const,
  /** Keyed by the member's user id, like the API. */
  detail: (templeId: number, userId: number) => [...userKeys.details(templeId), userId] as const,
  permissions: (templeId: number) => [...userKeys.all(templeId), 'permissions'] as const,
}
