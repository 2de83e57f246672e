import { templeScope } from '@/shared/api/query-scope'

/** The bank area's query keys, apart from its queries so the header's bell reads the account's cache without their code. */
export const bankKeys = {
  all: (templeId: number) => templeScope(templeId, 'bank'),
  account: (templeId: number) => [...bankKeys.all(templeId), 'account'] as const,
}
