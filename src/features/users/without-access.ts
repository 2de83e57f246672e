import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { userKeys } from './keys'
import { hasNoAccess, MEMBERS_PATH } from './members'
import type { Member } from './schemas'

/**
 * Members who joined and may open nothing yet: the administrators' notice in the header's bell
 * (decision 179). Newest first, the first page is plenty for a notice; filtered again here, since
 * a server without the filter answers everyone. A module of its own, so the bell loads this and
 * none of the members page's code (decision 225).
 */
export const membersWithoutAccessQuery = (templeId: number) =>
  queryOptions({
    queryKey: userKeys.withoutAccess(templeId),
    queryFn: ({ signal }) =>
      api.page<Member>(MEMBERS_PATH, { templeId, signal, searchParams: { noAccess: true } }).then((page) => page.items.filter(hasNoAccess)),
  })
